/**
 * Every visible text the product specification quotes, kept word for word (typos included:
 * they are the product). Texts of our own that are not in the spec live next to them, marked.
 * Web pages and server answers both read from here, so a wording change happens in one place.
 */
export const messages = {
  brand: 'Bangla Tours', // ours: the company name shown in the header title
  // ours: words several pages share (the Retry of a failed list, a spinner's name)
  common: {
    retry: 'Retry',
    retrying: 'Retrying…',
    loading: 'Loading',
    loadingBusy: 'Loading…',
    loadingPage: 'Loading page',
    sessionEnded: 'Your session has ended. Please sign in again.',
    tooManyRequests: 'Too many requests in a short time. Please try again later.',
    unreachable: 'The server could not be reached. Check your connection.',
    requestFailed: (status: number) => `Request failed with status ${status}`,
  },
  // ours: the header's and layout's texts for screen readers and the folded menu
  header: {
    mainNav: 'Main',
    menu: 'Menu',
    signedInAs: 'Signed in as',
    skipToContent: 'Skip to content',
  },
  // ours: a customer who opens an admin page by its address
  requireAdmin: {
    title: (feature: string) => `${feature} is for admins.`,
    text: 'Your account is a customer account. If you run tours with us, ask an admin to make you one.',
  },
  // ours: a page that failed to render
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reloading usually fixes it.',
    reload: 'Reload page',
  },
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
    // ours: around the spec's heading and division cards
    recommendedEyebrow: 'Eight divisions, one country',
    recommendedIntro:
      'Pick a division to see every tour we run there, from mangrove cruises to hill-country treks.',
    explore: 'Explore',
    testimonialsEyebrow: 'Testimonials',
    testimonialsIntro: 'Words from travellers who explored Bangladesh with us.',
    testimonialsLoadFailed: "We couldn't load the testimonials.",
    testimonialsEmpty: 'No testimonials yet.',
  },
  // ours: the home page's banner, figures and reasons to travel with us
  banner: {
    imageAlt:
      'Country boats on a wide river at sunrise, with palm trees, village huts and green hills behind',
    eyebrow: (brand: string) => `${brand} · tours across Bangladesh`,
    heading: 'Discover the rivers, hills and mangroves of Bangladesh',
    intro:
      'Guided tours through all eight divisions, from the Sundarbans to the tea gardens of Sylhet, planned by people who call them home.',
    explore: 'Explore tour plans',
  },
  stats: {
    heading: 'Trusted by travellers',
    guests: { value: '3500+', label: 'guests a year in 2019' },
    rating: { value: '5/5', label: 'rating from our guests' },
    awards: { value: '2019 & 2020', label: 'travel awards won' },
    reach: { value: 'Nepal to the Maldives', label: 'our service range across Asia' },
  },
  whyTravel: {
    eyebrow: 'Why travel with us',
    heading: 'Bangladesh, the way locals know it',
    guides: {
      title: 'Guides who grew up here',
      text: 'Our guides lead the routes they know best, from the creeks of the Sundarbans to the tea gardens of Sylhet.',
    },
    planned: {
      title: 'Planned end to end',
      text: 'Transport, stays, permits and meals are arranged before you arrive, so your days go to travelling, not queuing.',
    },
    light: {
      title: 'Light on the land',
      text: 'Small groups and local partners keep our footprint low in the rivers, forests and villages we love.',
    },
  },
  division: {
    heading: (division: string) => `All Our ${division} divison tourist places`,
    empty: 'There is no match tours',
    // ours: the division page's header around the spec's heading
    eyebrow: (division: string) => `${division} division`,
    intro: 'Hand-picked places with local guides, transport and stays arranged for you.',
  },
  tourPlans: {
    heading: 'Our All tours plan',
    filter: 'Filter Your Result',
    price: 'Price',
    // ours: the page's header, the price filter's value and the list of tours
    eyebrow: 'Tour plans',
    intro:
      'Rivers, tea hills, beaches and ancient cities: every trip we run across the eight divisions of Bangladesh. Slide the price to fit your budget.',
    loadFailed: "We couldn't load the tour plans.",
    upTo: (price: string) => `Up to ${price}`,
    tours: 'Tours',
    loading: 'Loading tours',
    count: (total: number) => `${total} ${total === 1 ? 'tour' : 'tours'}`,
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} tours`,
  },
  tour: {
    seeDetails: 'See Details',
    reviews: (n: number) => `(${n} Reviews)`,
    days: (n: number) => `${n} days`,
    bookNow: 'Book Now',
    notFound: 'There is no tour matched tour.',
    // ours: a tour's card and its page
    rated: (rating: string | number) => `Rated ${rating} out of 5`,
    aboutPlace: (place: string) => ` about ${place}`,
    detailsTitle: 'Tour details',
    notFoundHint: 'The link may be old, or the tour is no longer offered.',
    loadFailed: "We couldn't load this tour.",
    loading: 'Loading tour',
    allTourPlans: 'All tour plans',
    seeAllTourPlans: 'See all tour plans',
    price: 'Tour price',
    about: 'About this tour',
  },
  contact: {
    heading: 'Contact With Us',
    success: 'Your Message send successfully',
    // ours: the company's placeholder address and phone button (footer and Contact)
    addressStreet: 'House 12, Road 7, Dhanmondi',
    addressCity: 'Dhaka 1205, Bangladesh',
    call: (phone: string) => `Call ${phone}`,
    // ours: the Contact page around the spec's heading and toast
    intro:
      'Questions about a tour, a group trip or a custom itinerary? Write to us and our team will get back to you.',
    visitTitle: 'Visit or call us',
    hours: 'Sunday to Thursday, 9 am to 6 pm (Dhaka time).',
    failed:
      'Your message could not be sent: the server could not be reached. Please try again later.',
    form: 'Contact form',
    message: 'Message',
    website: 'Website',
    send: 'Send Message',
  },
  notFound: 'page not found 404',
  // ours: the 404 page under the spec's heading
  notFoundPage: {
    text: "Looks like this trail doesn't lead anywhere. Let's get you back on the map.",
    home: 'Back to Home',
    tourPlans: 'See tour plans',
  },
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
    // ours: Manage Plan's list, Add Plan and editing a plan
    intro: 'Every tour plan on the site. Orders already placed keep their tour name and price.',
    archived: (place: string) =>
      `${place} had bookings, so it was archived: it left the catalogue, paid bookings stay, and unpaid ones were cancelled and their customers told by mail.`,
    deleted: (place: string) => `${place} was deleted.`,
    notFound: (place: string) => `${place} was not found; it may be deleted already.`,
    deleteFailed: 'We could not delete this plan. Please try again later.',
    loading: 'Loading plans',
    loadFailed: "We couldn't load the plans.",
    search: 'Search plans',
    searchPlaceholder: 'Place or division name',
    count: (total: number) => `${total} ${total === 1 ? 'plan' : 'plans'}`,
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} plans`,
    empty: 'No plans yet',
    noMatch: 'No plans match',
    rated: (rating: string) => `rated ${rating}`,
    place: 'Place',
    days: 'Days',
    placeId: (id: number) => `Place id ${id}`,
    edit: 'Edit',
    deleting: 'Deleting…',
    addIntro: "A new tour plan shows on its division's page and in Our All tours plan at once.",
    addSubmit: 'Add plan',
    added: (place: string, division: string) => `${place} was added to ${division}.`,
    seeItsPage: 'See its page',
    managePlans: 'Manage plans',
    editTitle: 'Edit plan',
    loadingOne: 'Loading the plan',
    loadOneFailed: "We couldn't load this plan.",
    editSubmit: 'Save changes',
    saved: (place: string) => `Changes to ${place} are saved.`,
    allPlans: 'All plans',
  },
  // ours: the tour plan form of Add Plan and of editing a plan (the spec names only its fields)
  planForm: {
    allRequired: 'Every field is required.',
    place: 'The place',
    placeIdLabel: 'Place id',
    placeIdHint: 'A whole number no other plan uses.',
    placeName: 'Place name',
    description: 'Description',
    priceHint: 'In US dollars.',
    reviewCount: 'Review count',
    reviewCountHint: 'How many reviews it has.',
    duration: 'Duration (days)',
    rating: 'Rating',
    ratingHint: 'From 0 to 5, e.g. 4.5.',
    division: 'Division',
    chooseDivision: 'Choose a division',
    loadingDivisions: 'Loading divisions…',
    choose: 'Choose…',
    divisionOption: (name: string, id: number) => `${name} (id ${id})`,
    divisionHint: 'Fills in the division id and name below.',
    divisionsFailed: 'The list of divisions did not load: type the division id and name below.',
    divisionId: 'Division id',
    divisionName: 'Division name',
    picture: 'Picture',
    imageUrl: 'Image URL',
    imageUrlHint:
      'An https:// address or a path on this site such as /images/places/coxs-bazar.svg, or upload a file below.',
    imageLoadError:
      'The image could not be loaded from this address. Check it, or upload the file instead.',
    imageHttpError:
      'This site shows images over https only: use an https:// address, or upload the file instead.',
    waitForUpload: 'Wait until the image has finished uploading, then save again.',
    saveFailed: 'We could not save this plan. Please try again later.',
    uploadHint: (mb: number) =>
      `Or upload an image from this device: PNG, JPEG, WebP or GIF, at most ${mb} MB.`,
    upload: 'Upload a file',
    uploading: 'Uploading…',
    uploadWrongType: (file: string) =>
      `${file} is not a PNG, JPEG, WebP or GIF image (SVG is not accepted). Choose another file.`,
    uploadTooLarge: (file: string, size: string, mb: number) =>
      `${file} is ${size}: choose an image of at most ${mb} MB.`,
    uploaded: (file: string) => `${file} is uploaded: its address is in the Image URL field.`,
    uploadFailed: 'We could not upload this image. Please try again later.',
    previewFailed: 'The image could not be loaded from this address.',
    previewAlt: 'What visitors will see for this plan',
    preview: 'Preview',
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
    expiryPlaceholder: 'MM/YY',
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
    // ours: the Review page's form
    intro: 'Tell other travellers how your trip with us went. Your review shows on our home page.',
    failed: 'We could not submit your review. Please try again later.',
    label: 'Your review',
    placeholder: 'What did you enjoy? What should other travellers know?',
    stars: (n: number) => ` ${n === 1 ? 'star' : 'stars'}`,
    ratingWords: ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'],
    submit: 'Submit review',
  },
  // ours: the admins' review moderation page
  reviewsAdmin: {
    intro: (testimonials: string) =>
      `Every review customers left, newest first. A hidden review stays here but leaves '${testimonials}' on Home; a deleted one is gone for good.`,
    loading: 'Loading reviews',
    loadFailed: "We couldn't load the reviews.",
    emptyTitle: 'No reviews yet',
    empty: 'Reviews appear here as soon as customers write them.',
    hidden: (name: string) => `The review by ${name} is hidden from Home.`,
    shown: (name: string) => `The review by ${name} shows on Home again.`,
    toggleFailed: 'We could not change this review. Please try again later.',
    loadedMore: (n: number) => `${n} more ${n === 1 ? 'review' : 'reviews'} loaded.`,
    count: (n: number, more: boolean, hidden: number) =>
      `${n} ${n === 1 ? 'review' : 'reviews'}${more ? ' shown so far' : ''}${hidden > 0 ? `, ${hidden} hidden` : ''}.`,
    loadMore: 'Load more',
    loadMoreFailed: 'We could not load more reviews. Please try again later.',
    deleteTitle: 'Delete this review?',
    deleteDescribe: (name: string, written: string) =>
      `The review by ${name}, written ${written}, will be gone for good. To take it off Home for now, hide it instead.`,
    keep: 'Keep it',
    deleteConfirm: 'Delete review',
    deleteFailed: 'We could not delete this review. Please try again later.',
    deleted: (name: string) => `The review by ${name} was deleted.`,
    who: (name: string) => ` the review by ${name}`,
    written: 'Written',
    hiddenAt: ' · hidden ',
    show: 'Show',
    hide: 'Hide',
    showing: 'Showing…',
    hiding: 'Hiding…',
    hiddenBadge: 'Hidden',
    onHome: 'On Home',
  },
  admin: {
    created: 'New Admin Created successfully',
    // ours: Make Admin's page around the spec's toast
    alreadyAdmin: 'This account is already an admin.',
    emailHint: 'The account must exist: ask them to sign up first.',
    intro: 'Give a team member admin rights: they can then manage tour plans, orders and admins.',
  },
  // ours: the dashboard's first page
  welcome: {
    title: (name: string) => `Welcome, ${name}`,
    introAdmin:
      'This is where you run the site: add and remove tour plans, follow every order and make other team members admins.',
    introCustomer:
      'This is your corner of Bangla Tours: follow your bookings, pay for them by card and tell other travellers how your trip went.',
    choose: 'Choose a page on the menu, or',
    browse: 'browse all tour plans',
    chooseEnd: '.',
  },
  auth: {
    loginSuccess: 'Your login successfully',
    signupSuccess: 'Your account create successfully',
    // ours: the Login page's two forms and the panel between them
    eyebrow: 'Your account',
    welcome: (brand: string) => `Welcome to ${brand}`,
    intro: 'Sign in to book tours, pay by card and review your trips.',
    signInIntro: 'Welcome back! Use the email and password of your account.',
    signUp: 'Sign up',
    signUpTitle: 'Create your account',
    signUpIntro: 'It takes a minute: your name, your email and a password.',
    newTitle: 'New to Bangla Tours?',
    newText: 'Create a free account to book tours across all eight divisions of Bangladesh.',
    createAccount: 'Create an account',
    haveAccountTitle: 'Already travelling with us?',
    haveAccountText: 'Sign in to see your bookings, payments and reviews.',
    haveAccount: 'I have an account',
    or: 'or',
    signInGoogle: 'Sign in with Google',
    signUpGoogle: 'Sign up with Google',
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
    // ours: the role under the name in the dashboard's header band
    roleAdmin: 'Admin',
    roleCustomer: 'Customer',
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
    departureWithdrawn: (date: string) =>
      `Bangla Tours cancelled the departure of ${date} that you booked.`,
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
    // departures and seats
    noSuchDeparture: 'There is no such date for this tour.',
    departureOfAnotherTour: 'This date belongs to another tour. Choose one from this tour’s list.',
    departureClosed: 'This date is closed for booking. Choose another date.',
    departureCancelled: 'This date was cancelled. Choose another date.',
    departurePast: 'This date has passed. Choose a later one.',
    seatsGone: (left: number) =>
      left === 0
        ? 'Sorry, this date is sold out. Choose another date.'
        : `Sorry, only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this date. Book fewer travellers or choose another date.`,
    holdGoneNoPay:
      'This booking held its seats until its time ran out, and they have been booked since. Please book another date.',
    departureDateTaken: (date: string) => `This tour already has a departure on ${date}.`,
    departureNotAfterToday: 'Choose a date after today.',
    capacityBelowTaken: (taken: number) =>
      `${taken} ${taken === 1 ? 'seat is' : 'seats are'} already taken: the capacity cannot be lower.`,
    departureCancelledNoChange: 'This departure was cancelled, so it can no longer be changed.',
    seriesTooLong: (days: number) => `A series spans at most ${days} days.`,
    seriesEmpty: 'None of the chosen days of the week falls between these dates.',
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
  // ours: a mail's delivery state on the admins' Messages page
  mailStatus: {
    label: 'Mail: ',
    sent: 'Sent',
    waiting: 'Waiting',
    failed: 'Failed',
    none: 'Not mailed',
  },
  // ours: the admins' Messages page (contact messages and the mail outbox)
  messagesPage: {
    intro:
      'What visitors wrote through the Contact page, newest first, and any mail that has not gone out yet.',
    contactTitle: 'Contact messages',
    loading: 'Loading messages',
    loadFailed: "We couldn't load the messages.",
    emptyTitle: 'No messages yet',
    empty: 'Messages sent through the Contact page appear here.',
    from: (name: string) => `Message from ${name}`,
    outboxTitle: 'Mail outbox',
    outboxIntro:
      'Mail waiting to go out or that failed. Waiting mail is retried on its own; a failed one goes out again once you press Retry.',
    failedCount: (n: number) => ` ${n} failed.`,
    outboxLoading: 'Loading the outbox',
    outboxLoadFailed: "We couldn't load the outbox.",
    outboxEmptyTitle: 'All mail has gone out',
    outboxEmpty: 'Nothing is waiting and nothing failed.',
    attempts: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`,
    kindTo: (kind: string) => `${kind} to`,
    queued: 'Queued',
    nextTry: 'next try',
    lastError: (error: string) => `Last error: ${error}`,
    retryMail: (subject: string) => `Retry: ${subject}`,
    queuedAgain: 'Queued again: it goes out with the next delivery.',
    retryFailed: 'We could not queue this mail again. Please try again later.',
  },
  // ours: page titles and descriptions for the browser tab and link previews (page-meta.ts)
  pageMeta: {
    siteDescription:
      'Guided tours across Bangladesh — Sundarbans, Cox’s Bazar, Sajek Valley, Sylhet’s tea hills and more — with guests welcomed from Nepal to the Maldives.',
    siteImageAlt: 'Bangla Tours: guided tours across Bangladesh',
    title: (title: string, site: string) => `${title} | ${site}`,
    homeTitle: (site: string) => `${site} — tours in Bangladesh`,
    aboutDescription:
      'Our story, what we do, our mission and vision: a Bangladesh tour company serving 3500+ guests a year.',
    contactDescription:
      'Write to our team about a tour, a group booking or a custom trip in Bangladesh.',
    tourPlansDescription:
      'Every tour plan we run across the eight divisions of Bangladesh, filtered by price.',
    loginDescription: 'Sign in or create an account to book tours.',
    forgotPasswordTitle: 'Forgot password',
    forgotPasswordDescription: 'Ask for a link to choose a new password for your account.',
    resetPasswordDescription: 'Choose a new password for your account.',
    dashboardDescription: 'Your bookings, payments and reviews.',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'This page does not exist.',
    divisionTitle: (division: string) => `${division} division tours`,
    divisionDescription: (division: string) =>
      `Tourist places and tour plans in ${division} division, Bangladesh.`,
    tourTitle: (place: string, division: string) => `${place}, ${division}`,
    tourImageAlt: (place: string, division: string) => `${place}, ${division} division, Bangladesh`,
  },
  // ours: the mails the site sends (contact, booking, receipt, cancellation, account links)
  mail: {
    footer: (brand: string) => `${brand} — from Nepal to the Maldives.`,
    dear: (name: string) => `Dear ${name},`,
    line: (label: string, value: string) => `${label}: ${value}`,
    contactSubject: (name: string) => `Contact form: ${name}`,
    contactWrote: (sender: string) => `${sender} wrote:`,
    contactFrom: (sender: string) => `From ${sender}:`,
    bookingSubject: (tour: string) => `Booking received: ${tour}`,
    bookingTitle: 'Booking received',
    bookingThanks: (tour: string, price: string, date: string) =>
      `Thank you for booking ${tour} (${price}) on ${date}.`,
    bookingUnpaid: 'Your booking is unpaid: you can pay by card from My Booking.',
    bookingReference: (reference: string) => `Booking reference: ${reference}`,
    departure: (date: string, travellers: number) =>
      `Departure: ${date}, ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`,
    dateToBeArranged: 'Date: to be arranged with you',
    openMyBooking: 'Open My Booking',
    receiptSubject: (tour: string) => `Payment receipt: ${tour}`,
    receiptTitle: 'Payment receipt',
    receiptReceived: (amount: string, tour: string, card: string, paid: string) =>
      `We received ${amount} for ${tour}, paid by ${card} on ${paid}.`,
    cardEnding: (last4: string) => `card ending ${last4}`,
    card: 'card',
    order: 'Order',
    reference: 'Reference',
    cancellationSubject: (tour: string) => `Booking cancelled: ${tour}`,
    cancellationTitle: 'Booking cancelled',
    cancellationSorry: (tour: string, date: string) =>
      `We are sorry: your booking of ${tour}, made on ${date}, is cancelled.`,
    cancellationNotCharged:
      'It was not paid, so nothing was charged, and it can no longer be paid.',
    verifySubject: 'Confirm your email address',
    verifyPlease:
      'Please confirm that this is your email address, so we can send your bookings and receipts here.',
    verifyValidity: 'The link works for 24 hours.',
    verifyLink: 'Confirm my email address',
    verifyIgnore: 'If you did not create an account at Bangla Tours, you can ignore this mail.',
    resetSubject: 'Reset your password',
    resetAsked: 'Someone (we hope you) asked to reset the password of your Bangla Tours account.',
    resetValidity: 'The link works once, for one hour. Using it signs you out everywhere else.',
    resetIgnore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    signUpAttemptSubject: 'Someone tried to register with your address',
    signUpAttemptTried:
      'Someone just tried to create a Bangla Tours account with this email address, which already has an account.',
    signUpAttemptIfYou:
      'If it was you: sign in instead, or reset your password if you have forgotten it.',
    signUpAttemptLink: 'Sign in or reset your password',
    signUpAttemptIfNotYou: 'If it was not you, there is nothing to do: your account is unchanged.',
  },
  footer: {
    about: 'About',
    shop: 'Shop',
    community: 'Community',
    address: 'Our Address',
    // ours: the links and items under the spec's column titles
    contactUs: 'Contact us',
    giftVouchers: 'Gift vouchers',
    groupPackages: 'Group packages',
    travelEssentials: 'Travel essentials',
    travellerStories: 'Traveller stories',
    photoWalks: 'Photo walks',
    localPartners: 'Local partners',
    copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
  },
  about: {
    reach: 'From Nepal to the Maldives', // spec 1 and 9: the service range
    guests: '3500+ guests a year in 2019',
    rating: '5/5 rating',
    awards: 'Awards in 2019 and 2020',
    // ours: the About page's texts around the spec's claims
    eyebrow: 'About us',
    heading: (brand: string) => `The people behind ${brand}`,
    intro:
      "A Bangladeshi tour company that shows guests the country's rivers, forests, hills and cities through the eyes of those who live there.",
    imageAlt:
      'Travellers with backpacks following a guide along a path through a hillside tea garden',
    storyTitle: 'Our story',
    story1: (brand: string) =>
      `${brand} began with a handful of boat trips out of Dhaka, run by friends who wanted visitors to see the Bangladesh they grew up in: tidal forests, tea-covered hills, one of the longest sea beaches in the world and cities full of history.`,
    story2:
      'Word spread. In 2019 we welcomed more than 3500 guests, kept a perfect 5/5 rating, and our work was recognised with awards in 2019 and 2020. Today we serve guests across Asia, from Nepal to the Maldives.',
    whatTitle: 'What we do',
    services: [
      'Guided tours in all eight divisions, from day trips to two-week journeys',
      'River cruises through the Sundarbans and the haors of Sylhet',
      'Hill and tribal-culture trips in the Chittagong Hill Tracts',
      'Custom itineraries for families, schools and company groups',
    ],
    missionTitle: 'Our mission',
    mission:
      'To make travel in Bangladesh easy, safe and memorable, while sharing its benefits with the guides, boatmen, cooks and families who host our guests.',
    visionTitle: 'Our vision',
    vision:
      'A Bangladesh that travellers across Asia put at the top of their list, known as much for its welcome as for its rivers, forests and food.',
    glanceTitle: 'At a glance',
    browse: 'Browse tour plans',
  },
} as const
