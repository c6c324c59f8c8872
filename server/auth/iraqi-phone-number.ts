/** The rule lives in the domain, so the site's forms check a number as the server reads it. */
export { normaliseIraqiMobile } from '../../src/domain/patients/iraqi-mobile-number';
