/**
 * Every visible text the product specification quotes, kept word for word (typos included:
 * they are the product). Texts of our own that are not in the spec live next to them, marked.
 * Web pages and server answers both read from here, so a wording change happens in one place.
 */
export const messages = {
  brand: 'Bangla Tours', // ours: the company name shown in the header title
  nav: {
    home: 'Home',
    tourPlans: 'TourPlans',
    contact: 'Contact',
    about: 'About',
    dashboard: 'Dashboard',
    login: 'Login',
    logout: 'Logout',
  },
  home: {
    recommended: 'Recommended Tour Plans',
    totalPlaces: (n: number) => `Total ${n} Places`,
    testimonials: 'What Our Clients Says',
  },
  division: {
    heading: (division: string) => `All Our ${division} divison tourist places`,
    empty: 'There is no match tours',
  },
  tourPlans: {
    heading: 'Our All tours plan',
    filter: 'Filter Your Result',
    price: 'Price',
  },
  tour: {
    seeDetails: 'See Details',
    reviews: (n: number) => `(${n} Reviews)`,
    days: (n: number) => `${n} days`,
    bookNow: 'Book Now',
    notFound: 'There is no tour matched tour.',
  },
  contact: {
    heading: 'Contact With Us',
    success: 'Your Message send successfully',
  },
  notFound: 'page not found 404',
  booking: {
    confirm: 'Confirm Booking',
    placed: 'Order has been placed.',
  },
  orders: {
    deleteQuestion: 'Are your you want to perform this action?',
    confirm: 'Confirm',
    close: 'Close',
    deleting: 'Deleting...',
    unpaidCustomer: 'unpaid',
    unpaidAdmin: 'Not Paid',
    paid: 'Paid',
  },
  plans: {
    deleteConfirm: 'Are You sure want to delete ??',
  },
  payment: {
    pay: (price: string) => `Pay $ ${price}`,
    done: 'your payment is done',
  },
  review: {
    submitted: 'Your Review Submitted',
  },
  admin: {
    created: 'New Admin Created successfully',
  },
  auth: {
    loginSuccess: 'Your login successfully',
    signupSuccess: 'Your account create successfully',
  },
  dashboard: {
    myBooking: 'My Booking',
    review: 'Review',
    payment: 'Payment',
    addPlan: 'Add Plan',
    managePlan: 'Manage Plan',
    manageOrder: 'Manage Order',
    makeAdmin: 'Make Admin',
    messages: 'Messages', // ours: the admin's contact messages and mail outbox
  },
  footer: {
    about: 'About',
    shop: 'Shop',
    community: 'Community',
    address: 'Our Address',
  },
  about: {
    reach: 'From Nepal to the Maldives', // spec 1 and 9: the service range
    guests: '3500+ guests a year in 2019',
    rating: '5/5 rating',
    awards: 'Awards in 2019 and 2020',
  },
} as const
