import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Resolver } from '../../application/shared/token';
import { SiteLayout } from './shell/site-layout.view';
import { SiteRouteError } from './shell/site-route-error.view';
import { SitePath } from './site-paths';
import { SiteTokens } from './site-tokens';

/** The site's base: every route below is under `/site`. */
export const SITE_BASENAME = '/site';

const rel = (path: string) => path.replace(/^\//, '');

/**
 * The site's routes: one chunk per page (route `lazy`), so the home page loads nothing of the
 * others and nothing of the dashboard. The signed-in patient's pages also resolve the patient's use
 * cases from `container` (the one the entry is building) before they draw: their code arrives
 * with the page, beside its chunk.
 */
export function siteRoutes(container: Promise<Resolver>): RouteObject[] {
  const patientPage = async (page: Promise<ComponentType>) => {
    const [Component] = await Promise.all([
      page,
      container.then((resolver) => resolver.getAsync(SiteTokens.Patient)),
    ]);
    return { Component };
  };
  return [
    {
      path: '/',
      Component: SiteLayout,
      errorElement: <SiteRouteError />,
      children: [
        { index: true, lazy: () => import('./pages/home.view').then((m) => ({ Component: m.HomePage })) },
        {
          path: rel(SitePath.Doctors),
          lazy: () => import('./pages/doctors.view').then((m) => ({ Component: m.DoctorsPage })),
        },
        {
          path: rel(SitePath.Doctor),
          lazy: () => import('./pages/doctor.view').then((m) => ({ Component: m.DoctorPage })),
        },
        {
          path: rel(SitePath.DoctorCalendar),
          lazy: () => patientPage(import('./pages/doctor-calendar.view').then((m) => m.DoctorCalendarPage)),
        },
        {
          path: rel(SitePath.Centers),
          lazy: () => import('./pages/centers.view').then((m) => ({ Component: m.CentersPage })),
        },
        {
          path: rel(SitePath.Center),
          lazy: () => import('./pages/center.view').then((m) => ({ Component: m.CenterPage })),
        },
        {
          path: rel(SitePath.Lab),
          lazy: () => import('./pages/lab.view').then((m) => ({ Component: m.LabPage })),
        },
        {
          path: rel(SitePath.LabLetter),
          lazy: () => import('./pages/lab.view').then((m) => ({ Component: m.LabPage })),
        },
        {
          path: rel(SitePath.Pharmacy),
          lazy: () => import('./pages/pharmacy.view').then((m) => ({ Component: m.PharmacyPage })),
        },
        {
          path: rel(SitePath.News),
          lazy: () => import('./pages/news.view').then((m) => ({ Component: m.NewsPage })),
        },
        {
          path: rel(SitePath.Article),
          lazy: () => import('./pages/article.view').then((m) => ({ Component: m.ArticlePage })),
        },
        {
          path: rel(SitePath.Login),
          lazy: () => import('./pages/patient-login.view').then((m) => ({ Component: m.PatientLoginPage })),
        },
        {
          path: rel(SitePath.MyAppointments),
          lazy: () => patientPage(import('./pages/my-appointments.view').then((m) => m.MyAppointmentsPage)),
        },
        {
          path: rel(SitePath.MyFamily),
          lazy: () => patientPage(import('./pages/my-family.view').then((m) => m.MyFamilyPage)),
        },
        // Booking: one page, with or without the doctor chosen.
        ...[SitePath.Book, SitePath.BookDoctor].map((path) => ({
          path: rel(path),
          lazy: () => patientPage(import('./pages/book.view').then((m) => m.BookPage)),
        })),
        // The site's forms, each in its own chunk with the forms' shared code.
        {
          path: rel(SitePath.Contact),
          lazy: () => import('./pages/forms/contact.view').then((m) => ({ Component: m.ContactPage })),
        },
        {
          path: rel(SitePath.Complaints),
          lazy: () => import('./pages/forms/complaints.view').then((m) => ({ Component: m.ComplaintsPage })),
        },
        {
          path: rel(SitePath.Feedback),
          lazy: () => import('./pages/forms/feedback.view').then((m) => ({ Component: m.FeedbackPage })),
        },
        {
          path: rel(SitePath.Jobs),
          lazy: () => import('./pages/forms/jobs.view').then((m) => ({ Component: m.JobsPage })),
        },
        {
          path: rel(SitePath.Chat),
          lazy: () => import('./pages/my-chat.view').then((m) => ({ Component: m.MyChatPage })),
        },
        // The pharmacy's item pages, cart and orders, and research and events: a chunk each.
        {
          path: rel(SitePath.PharmacyItem),
          lazy: () => import('./shop/pharmacy-item.view').then((m) => ({ Component: m.PharmacyItemPage })),
        },
        {
          path: rel(SitePath.Cart),
          lazy: () => import('./shop/cart.view').then((m) => ({ Component: m.CartPage })),
        },
        {
          path: rel(SitePath.MyOrders),
          lazy: () => import('./shop/my-orders.view').then((m) => ({ Component: m.MyOrdersPage })),
        },
        {
          path: rel(SitePath.Research),
          lazy: () => import('./pages/research.view').then((m) => ({ Component: m.ResearchPage })),
        },
        {
          path: rel(SitePath.ResearchItem),
          lazy: () => import('./pages/research-item.view').then((m) => ({ Component: m.ResearchItemPage })),
        },
        {
          path: rel(SitePath.Events),
          lazy: () => import('./pages/events.view').then((m) => ({ Component: m.EventsPage })),
        },
        {
          path: rel(SitePath.Event),
          lazy: () => import('./pages/event.view').then((m) => ({ Component: m.EventPage })),
        },
        {
          path: '*',
          lazy: () => import('./pages/site-not-found.view').then((m) => ({ Component: m.SiteNotFoundPage })),
        },
      ],
    },
  ];
}

export function createSiteRouter(container: Promise<Resolver>) {
  return createBrowserRouter(siteRoutes(container), { basename: SITE_BASENAME });
}
