/** How a customer came back from a hosted gateway's page, as the server's redirect tells it. */
export const gatewayReturns = ['success', 'pending', 'fail', 'cancel'] as const
export type GatewayReturn = (typeof gatewayReturns)[number]

/**
 * Every href of the site, built in one place. The route patterns are the spec's (section 2),
 * including its capitalisation; the server uses the same module to answer page metadata.
 */
export const paths = {
  root: '/',
  home: '/Home',
  about: '/About',
  contact: '/Contact',
  /** Ours (issue 30): the policy pages the payment gateways require a merchant to publish. */
  terms: '/Terms',
  privacy: '/Privacy',
  refundPolicy: '/RefundPolicy',
  tourPlans: '/TourPlans',
  /** Ours (issue 33 item 4): buying a gift voucher, and checking one's balance. */
  giftVouchers: '/GiftVouchers',
  login: '/login',
  /** Ours: asking for a password-reset link, and the page that link opens. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/Dashboard',
  /** The Dashboard's nested pages (spec section 2), each under /Dashboard/. */
  dashboardPages: {
    myBooking: '/Dashboard/MyBooking',
    serviceReview: '/Dashboard/ServiceReview',
    payment: '/Dashboard/Payment',
    addPlan: '/Dashboard/AddPlan',
    managePlan: '/Dashboard/ManagePlan',
    manageBooking: '/Dashboard/ManageBooking',
    /** Ours: review moderation (admins hide or delete testimonials). */
    reviews: '/Dashboard/Reviews',
    makeAdmin: '/Dashboard/MakeAdmin',
    /** Ours: the signed-in person's own account (name, phone, password, email, deletion). */
    profile: '/Dashboard/Profile',
    /** Ours: contact messages and the mail outbox (admins). */
    messages: '/Dashboard/Messages',
    /** Ours: the audit log of admin actions and money events (admins). */
    audit: '/Dashboard/AuditLog',
    /** Ours: people, their roles and accounts (admins). */
    users: '/Dashboard/Users',
    /** Ours: the policy pages' texts in both languages (admins). */
    sitePages: '/Dashboard/SitePages',
    /** Ours (issue 33): promo codes, their uses and revenue (admins). */
    promoCodes: '/Dashboard/PromoCodes',
    /** Ours (issue 33 item 4): gift vouchers, issued and sold, and their ledgers (admins). */
    giftVouchers: '/Dashboard/GiftVouchers',
  },
  dashboardPay: (orderId: string) => `/Dashboard/Pay/${encodeURIComponent(orderId)}`,
  /** A dated booking's calendar file (the API's: a download, not a page). */
  orderCalendar: (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/calendar`,
  /** Ours (issue 30): the Pay page after a hosted gateway's page, saying how it went. */
  dashboardPayReturn: (orderId: string, how: GatewayReturn) =>
    `/Dashboard/Pay/${encodeURIComponent(orderId)}?gateway=${how}`,
  /** Ours (issue 30): a booking's receipt to print or keep. */
  dashboardReceipt: (orderId: string) => `/Dashboard/Receipt/${encodeURIComponent(orderId)}`,
  /** Ours: editing one plan, from Manage Plan. */
  dashboardEditPlan: (placeId: string) => `/Dashboard/ManagePlan/${encodeURIComponent(placeId)}`,
  /** Ours: one plan's departures (admins), and one departure's manifest. */
  dashboardDepartures: (tourId: string) =>
    `/Dashboard/ManagePlan/${encodeURIComponent(tourId)}/Departures`,
  dashboardManifest: (departureId: string) =>
    `/Dashboard/Departures/${encodeURIComponent(departureId)}/Manifest`,
  /** Ours (issue 33): the bookings made with one promo code (admins). */
  dashboardPromoCodeUses: (id: string) => `/Dashboard/PromoCodes/${encodeURIComponent(id)}/Uses`,
  /** Ours (issue 32 item 7): a guide's check-in on the day, made for a phone. */
  dashboardCheckIn: (departureId: string) =>
    `/Dashboard/CheckIn/${encodeURIComponent(departureId)}`,
  division: (divisionName: string, id: string) =>
    `/${encodeURIComponent(divisionName)}/${encodeURIComponent(id)}`,
  tourDetails: (tourId: string) => `/tour-details/${encodeURIComponent(tourId)}`,
  /** Ours: a tour's page at its review form (or the traveller's review). */
  tourReview: (tourId: string) => `/tour-details/${encodeURIComponent(tourId)}#review`,
} as const

/** React Router patterns for the routes above. */
export const routePatterns = {
  division: '/:divName/:id',
  tourDetails: '/tour-details/:tourId',
  dashboardPay: '/Dashboard/Pay/:_id',
  dashboardReceipt: '/Dashboard/Receipt/:orderId',
  dashboardEditPlan: '/Dashboard/ManagePlan/:id',
  dashboardDepartures: '/Dashboard/ManagePlan/:tourId/Departures',
  dashboardManifest: '/Dashboard/Departures/:departureId/Manifest',
  dashboardCheckIn: '/Dashboard/CheckIn/:departureId',
  dashboardPromoCodeUses: '/Dashboard/PromoCodes/:id/Uses',
} as const
