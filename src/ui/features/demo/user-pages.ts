/** The user card pages' chunk: the three styles travel together, as one visit looks at them all. */
export { DetailsCardsPage, ProfileCardsPage, SimpleCardsPage } from './user-cards-pages.view';
