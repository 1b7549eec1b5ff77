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
    // ours: Book Now's notes and the booking modal around the spec's texts
    signInFirst: 'You will sign in first.',
    seeInMyBooking: 'See it in My Booking',
    formFailed: 'We could not open the booking form. Please try again later.',
    title: (place: string) => `Book ${place}`,
    intro: 'Check your details and add a phone number so our team can reach you.',
    name: 'Name',
    failed: 'We could not place your order. Please try again later.',
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
    // ours: the orders lists (My Booking, Manage Order), their delete dialog and Pay links
    customer: 'Customer',
    tour: 'Tour',
    booked: 'Booked',
    status: 'Status',
    actions: 'Actions',
    phone: 'Phone',
    delete: 'Delete',
    deleteTitle: (tour: string) => `Delete ${tour}`,
    deleteDescribe: (tour: string, price: string, booked: string) =>
      `${tour} (${price}), booked ${booked}. This cannot be undone.`,
    deleteFailed: 'We could not delete this order. Please try again later.',
    pay: 'Pay',
    payFor: (tour: string) => `Pay for ${tour}`,
    receipt: 'Receipt',
    browseTourPlans: 'Browse all tour plans',
  },
  // ours: My Booking's page texts
  myBooking: {
    intro: (count: number) =>
      `You have ${count} ${count === 1 ? 'booking' : 'bookings'}. Unpaid ones can be deleted or paid by card.`,
    loading: 'Loading your bookings',
    loadFailed: "We couldn't load your bookings.",
    emptyTitle: 'No bookings yet',
    empty: 'Find a trip you like and press Book Now.',
    caption: 'Your bookings, newest first',
  },
  // ours: Manage Order's page texts (admins)
  manageOrder: {
    intro: 'Every booking on the site, newest first. Unpaid orders can be deleted.',
    loading: 'Loading orders',
    loadFailed: "We couldn't load the orders.",
    emptyTitle: 'No orders yet',
    empty: 'Bookings appear here as soon as customers place them.',
    search: 'Search orders',
    searchPlaceholder: 'Email or tour name',
    exportCsv: 'Export CSV',
    count: (total: number) => `${total} ${total === 1 ? 'order' : 'orders'}`,
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} orders`,
    noMatchTitle: 'No orders match',
    noMatch: 'Try another email address or tour name.',
    caption: 'All orders, newest first',
  },
  // ours: the column headings of Manage Order's CSV export (besides the list's own)
  ordersCsv: {
    orderId: 'Order id',
    bookedAt: 'Booked at',
    customerName: 'Customer name',
    tourId: 'Tour id',
    price: 'Price (USD)',
    paidAt: 'Paid at',
    customerAccount: 'Customer account',
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
  // ours: the Payment page's list of unpaid bookings
  paymentPage: {
    intro: 'Your unpaid bookings. Pay for one by card to confirm your seat.',
    loading: 'Loading your unpaid bookings',
    allPaidTitle: 'Everything is paid',
    nothingTitle: 'Nothing to pay',
    allPaid: 'All your bookings are paid. ',
    noneWaiting: 'None of your bookings is waiting for payment. ',
    noBookings: 'You have no bookings yet. ',
    paidCount: (n: number) => `${n} paid ${n === 1 ? 'booking' : 'bookings'} —`,
    seeMyBooking: 'see My Booking',
  },
  // ours: the Pay page around the spec's Pay button and 'your payment is done'
  pay: {
    title: 'Pay for your tour',
    loading: 'Loading your order',
    loadFailed: "We couldn't load your order.",
    notConfirmedYet:
      'Your card was accepted, but we could not confirm your order yet. Please reload this page in a moment.',
    failed: 'We could not complete the payment. Please try again later.',
    processing: 'Processing your payment…',
    startFailed: "We couldn't start the payment.",
    loadingCardForm: 'Loading the secure card form',
    preparing: 'Preparing your payment',
    cardPayment: 'Card payment',
    secure: 'Secure, in US dollars',
    yourOrder: 'Your order',
    traveller: 'Traveller',
    amountToPay: 'Amount to pay',
    paidSummary: (tour: string, amount: string) =>
      `${tour} is paid: ${amount}. See you on the trip!`,
    cancelledTitle: 'This booking was cancelled.',
    cancelled: (tour: string) =>
      `${tour} is no longer offered, so this booking can no longer be paid. Nothing was charged.`,
    alreadyPaid: (tour: string, amount: string, paidAt: string | null) =>
      `${tour}, ${amount}${paidAt ? `, paid ${paidAt}` : ''}. Nothing more to do.`,
    goTo: (page: string) => `Go to ${page}`,
    backTo: (page: string) => `Back to ${page}`,
    notFoundTitle: 'We could not find this order',
    notFound:
      'It may have been deleted, or it belongs to another account. Your unpaid bookings are listed under Payment.',
  },
  // ours: the card forms (the sandbox's and Stripe's); the sandbox says what Stripe's form says
  cardForm: {
    testMode: 'Test mode',
    testModeUseCard: ' — no real money moves. Use card',
    testModeAnyDate: 'with any future date and any CVC.',
    details: 'Card details',
    number: 'Card number',
    expiry: 'Expiry',
    cvc: 'CVC',
    numberIncomplete: 'Your card number is incomplete.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    cvcIncomplete: "Your card's security code is incomplete.",
    loadFailed: 'The card form could not load. Check your connection and reload the page.',
    notCharged: 'Your card could not be charged.',
    notCompleted: 'Your payment was not completed. Please try again.',
  },
  // ours: a paid order's receipt
  receipt: {
    for: (tour: string) => `Receipt for ${tour}`,
    description: (tour: string) => `Your card payment for ${tour}.`,
    amount: 'Amount',
    card: 'Card',
    cardNotRecorded: 'Not recorded',
    paidOn: 'Paid on',
    orderId: 'Order id',
    transaction: 'Transaction',
    none: 'No card receipt is on file for this order.',
    loading: 'Loading the receipt',
    loadFailed: "We couldn't load the receipt.",
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
  // ours: what the server answers when it refuses a request (`error.message`); forms show them
  errors: {
    signInFirst: 'Please sign in first.',
    notAllowed: 'You are not allowed to do this.',
    notFound: 'Not found.',
    adminsOnly: 'Only admins can do this.',
    tooManyRequests: 'Too many requests. Please wait a moment.',
    internal: 'Something went wrong on our side. Please try again later.',
    databaseDown: 'The database is not answering.',
    badAddress: 'This address is not valid.',
    longAddress: 'This address is too long.',
    noRoute: (method: string, path: string) => `No route ${method} ${path}`,
    nulCharacter: 'Text may not contain the NUL character (\\u0000).',
    nestedTooDeep: (levels: number) => `The input is nested more than ${levels} levels deep.`,
    invalidField: (where: string, field: string, problem: string) =>
      `Invalid ${where}${field ? ` field "${field}"` : ''}: ${problem}`,
    fieldNotAccepted: 'This field is not accepted here.',
    noSuchDivision: 'There is no such division.',
    noDivisionWithId: (id: number) => `No division has id ${id}.`,
    placeIdTakenField: (placeId: number) => `Place id ${placeId} is already used.`,
    divisionNameMismatch: (id: number, actual: string, given: string) =>
      `Division ${id} is ${actual}, not ${given}.`,
    noSuchPlan: 'There is no such tour plan.',
    planWithdrawn: 'The tour plan you booked was withdrawn by Bangla Tours.',
    noSuchTour: 'There is no such tour.',
    noAccountSignUpFirst: 'No account uses this email. Ask them to sign up first.',
    noAccount: 'No account uses this email.',
    ownAccountOnly: 'You can only update your own account.',
    ownAccountLookUpOnly: 'You can only look up your own account.',
    noSuchOrder: 'There is no such order.',
    ownOrdersOnly: 'You can only see your own orders.',
    ownOrdersDeleteOnly: 'You can only delete your own orders.',
    ownOrdersPayOnly: 'You can only pay for your own orders.',
    ownReceiptsOnly: 'You can only see your own receipts.',
    tooManyBookings: (whose: string, seconds: number) =>
      `Too many bookings from ${whose}. Please try again in ${seconds} seconds.`,
    bookingsOfAccount: 'this account',
    bookingsOfClient: 'this address',
    orderPaidNoDelete: 'This order is paid and cannot be deleted.',
    orderCancelledKept: 'This order was cancelled and is kept for the records.',
    paymentWentThroughNoDelete:
      'The payment for this order has gone through, so it cannot be deleted; it shows as Paid in a moment.',
    paymentProcessingNoDelete:
      'A payment for this order is being processed, so it cannot be deleted now.',
    paymentStartedNoDelete:
      'A payment for this order started at the same moment. Please try again.',
    orderAlreadyPaid: 'This order is already paid.',
    paymentWentThrough:
      'The payment for this order has gone through; the order shows as Paid in a moment.',
    paymentProcessing: 'A payment for this order is being processed; wait for it to finish.',
    orderCancelledNoPay: 'This order was cancelled, so it can no longer be paid.',
    planWithdrawnNoPay: 'This tour plan was withdrawn, so this order can no longer be paid.',
    paymentStarted: 'Another payment for this order started at the same moment. Please try again.',
    notPaidYet: 'This order is not paid yet.',
    noSuchPayment: 'There is no such payment.',
    paymentOfAnotherOrder: 'This payment belongs to another order.',
    paymentCancelled: 'This payment was cancelled (the order was deleted or its tour withdrawn).',
    paymentNotSucceeded: (reason: string | null) =>
      `The payment has not succeeded${reason ? `: ${reason}` : '.'}`,
    paymentAmountMismatch: 'The payment amount does not match the order.',
    noSuchReview: 'This review was not found; it may have been deleted.',
    badCursor: 'This page cursor is not valid: start again from the first page.',
    reviewToday: 'You have already shared a review today. Thank you!',
    noFailedMail: 'There is no failed mail with this id.',
    uploadNoBody: 'Send the image file as the request body.',
    uploadEmpty: 'The file is empty.',
    uploadTooLarge: (mb: number) =>
      `The image is larger than ${mb} MB. Make it smaller (a JPEG or WebP of about 1600 pixels across is plenty) and try again.`,
    uploadWrongType:
      'Upload a PNG, JPEG, WebP or GIF image, sent with its own Content-Type (SVG and other files are not accepted).',
    uploadTypeMismatch: (found: string, sentAs: string) =>
      `This file is a ${found} image, but it was sent as ${sentAs}.`,
    uploadNotImage: (type: string) =>
      `This file is not a ${type} image: its contents do not match its type.`,
    noSuchUpload: 'No uploaded image has this address.',
  },
  // ours: what a person reads when identity fails, by better-auth's code (spec section 8 lists
  // the codes; we explain them) or ours
  authErrors: {
    INVALID_EMAIL_OR_PASSWORD: 'Wrong email or password. Check them and try again.',
    INVALID_PASSWORD: 'Wrong email or password. Check them and try again.',
    INVALID_EMAIL: 'Enter a valid email address.',
    USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
      'An account with this email already exists. Sign in instead.',
    PASSWORD_TOO_SHORT: 'Your password must be at least 8 characters.',
    PASSWORD_TOO_LONG: 'Your password must be at most 128 characters.',
    TOO_MANY_REQUESTS: 'Too many attempts. Please wait a minute and try again.',
    TOO_MANY_ACCOUNT_ATTEMPTS:
      'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
    INVALID_ORIGIN: 'Sign-in is not allowed from this address. Open the site at its usual address.',
    NETWORK: 'We cannot reach the server. Check your connection and try again.',
    OAUTH_FAILED: 'Google sign-in did not complete. Please try again.',
    COMMON_PASSWORD:
      'This password is one of the most common ones, so it is easy to guess. Choose another.',
    INVALID_TOKEN: 'This link is not valid any more. Ask for a new one.',
    TOKEN_EXPIRED: 'This link has expired. Ask for a new one.',
    SESSION_EXPIRED: 'For your safety, sign in again before doing this.',
    SESSION_NOT_FRESH: 'For your safety, sign in again before doing this.',
    CREDENTIAL_ACCOUNT_NOT_FOUND:
      'Your account signs in with Google and has no password here. Use "Forgot password?" to set one.',
    PASSWORD_REQUIRED: 'Enter your password to confirm.',
    EMAIL_ALREADY_VERIFIED: 'Your email address is already verified.',
    PAYMENT_IN_PROGRESS:
      'A payment for one of your bookings is in progress. Try again in a few minutes.',
    UNAUTHORIZED: 'Please sign in first.',
    GENERIC: 'Something went wrong. Please try again.',
  } as Record<string, string>,
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
