import type { ComponentType } from 'react';
import CalendarPage from './calendar-page.view';
import ContactPage from './contact-page.view';
import { CustomerProductsPage, CustomersPage, OrdersPage, ProductReviewsPage } from './customer-pages.view';
import MailPage from './mail-page.view';
import { DetailsCardsPage, ProfileCardsPage, SimpleCardsPage } from './user-cards-pages.view';

/**
 * The user cards, mail, contact, customer and calendar pages, by their route id: one chunk for
 * them all, so the router (in every first load) names it once.
 */
export const MORE_DEMO_PAGES: Readonly<Record<string, ComponentType>> = {
  detailsCards: DetailsCardsPage,
  profileCards: ProfileCardsPage,
  simpleCards: SimpleCardsPage,
  mail: MailPage,
  contact: ContactPage,
  calendar: CalendarPage,
  customers: CustomersPage,
  orders: OrdersPage,
  customerProducts: CustomerProductsPage,
  productReviews: ProductReviewsPage,
};
