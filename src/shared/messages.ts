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
    cancelled: 'Cancelled', // ours: an unpaid order whose tour plan was withdrawn
    paidNoDelete: "Paid orders can't be deleted", // ours: beside a paid order's disabled Delete
  },
  plans: {
    deleteConfirm: 'Are You sure want to delete ??',
    // ours: beside the Delete buttons that wait while one plan is being deleted
    deleteBusy: (place: string) => `Deleting ${place}… Other plans can be deleted once it is done.`,
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
    reviews: 'Reviews', // ours: review moderation (admins)
    makeAdmin: 'Make Admin',
    messages: 'Messages', // ours: the admin's contact messages and mail outbox
  },
  // ours: the account's own pages (verification banner, forgotten password, Profile)
  account: {
    profile: 'Profile',
    unverified: (email: string) => `Please confirm your email address: we sent a link to ${email}.`,
    resendLink: 'Send the link again',
    resent: 'Sent. Check your inbox.',
    resendFailed: 'We could not send the link. Please try again later.',
    forgotLink: 'Forgot password?',
    forgotTitle: 'Forgot your password?',
    forgotIntro:
      'Enter the email address of your account and we will mail you a link to choose a new password.',
    forgotSubmit: 'Send me a link',
    forgotSent: (email: string) =>
      `If an account uses ${email}, we have mailed it a link to choose a new password. The link works for one hour.`,
    backToLogin: 'Back to sign in',
    resetTitle: 'Choose a new password',
    resetIntro: 'Choose a password you do not use anywhere else.',
    resetSubmit: 'Save the new password',
    resetDone:
      'Your password is changed and every other session is signed out. Sign in with your new password.',
    resetNoLink: 'Open this page from the link in the mail we sent you.',
    signIn: 'Sign in',
    askAgain: 'Ask for a new link',
    email: 'Email',
    name: 'Display name',
    nameHint: 'Shown in the header and on the reviews you write.',
    phone: 'Phone number',
    phoneHint: 'Optional. We fill it in when you book a tour.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    passwordHint: (min: number) => `At least ${min} characters.`,
    profileIntro: 'Your name, phone number, email address and password, and closing your account.',
    detailsTitle: 'Your details',
    detailsSave: 'Save details',
    detailsSaved: 'Your details are saved.',
    emailTitle: 'Email address',
    emailCurrent: 'Current address',
    verified: 'Verified',
    notVerified: 'Not verified',
    emailVerifiedNow: 'Your email address is verified.',
    newEmail: 'New email address',
    emailSave: 'Change email address',
    emailSame: 'This is already your email address.',
    emailChangeMailed: (email: string) =>
      `We sent a link to ${email}. Your address changes when you open it; until then, sign in with your current address.`,
    emailChangedNow: (email: string) =>
      `Your email address is now ${email}. We sent a link there: open it to verify the address.`,
    passwordTitle: 'Password',
    passwordSave: 'Change password',
    passwordChanged: 'Your password is changed. Every other session is signed out.',
    wrongCurrentPassword: 'This is not your current password.',
    deleteTitle: 'Delete your account',
    deleteIntro: 'Deleting your account cannot be undone:',
    deleteUnpaid: 'bookings you have not paid for yet are cancelled;',
    deletePaid: "paid bookings are kept for the company's accounts, without your account;",
    deleteReviews: 'your reviews are removed;',
    deleteSignIn: 'you can no longer sign in with this email address or password.',
    deleteOpen: 'Delete my account',
    deleteConfirmTitle: 'Delete your account?',
    deleteConfirmText: 'Enter your password to confirm. This cannot be undone.',
    deletePassword: 'Password',
    deletePasswordHint: 'Accounts that sign in only with Google leave it empty.',
    deleteConfirm: 'Delete my account for good',
    deleteCancel: 'Keep my account',
    deleted: 'Your account is deleted. Goodbye, and thank you for travelling with us.',
    failed: 'Something went wrong. Please try again later.',
  },
  // ours: what each kind of outgoing mail is, on the admins' Messages page
  mailKinds: {
    contact: 'Contact message',
    booking: 'Booking confirmation',
    receipt: 'Payment receipt',
    cancellation: 'Booking cancelled',
    'verify-email': 'Email verification',
    'password-reset': 'Password reset',
    'sign-up-attempt': 'Sign-up with a taken address',
  } as Record<string, string>,
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
