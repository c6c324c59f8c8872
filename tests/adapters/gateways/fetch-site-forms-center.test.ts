import { describe, expect, it } from 'vitest';
import { SiteForm } from '../../../src/application/ports/site-forms-gateway';
import { FetchSiteFormsGateway } from '../../../src/adapters/gateways/fetch-site-forms.gateway';
import type { HttpClient } from '../../../src/adapters/http/http-client';

const COMPLAINT = { fullName: 'Ali', phoneNumber: '0750 123 4567', subject: 'Wait', body: 'Two hours.' };

describe("the complaint form's center, chosen in a select", () => {
  const gateway = new FetchSiteFormsGateway(null as unknown as HttpClient);

  it('reads no choice as no center and a chosen id as a number', () => {
    expect(gateway.check(SiteForm.Complaint, { ...COMPLAINT, centerId: '' })).toEqual([]);
    expect(gateway.check(SiteForm.MyComplaint, { ...COMPLAINT, centerId: '12' })).toEqual([]);
  });

  it('refuses anything else as not a number', () => {
    expect(gateway.check(SiteForm.Complaint, { ...COMPLAINT, centerId: 'x' })).toEqual([
      { field: 'centerId', problem: 'notANumber' },
    ]);
  });
});
