/**
 * The demo tours' itineraries and lists (issue 32 item 10), in English and Bangla: one day per
 * day of each tour, as a Bangladeshi operator runs it from Dhaka. The lists are shared by the
 * kind of trip (a day in and around Dhaka, a trip by road, the hills, the rivers and the
 * Sundarbans, the coast) with a tour's own items added. Each tour leaves from a real Dhaka bus
 * counter, launch terminal or station (or meets in town, for a day trip) and meets again near
 * its sights (issue 32 item 3; coordinates to about 100 m). Both demos (SEED=demo and demo-bd)
 * use them; demo-content.test.ts holds every tour to the contract and to its duration.
 */
import type {
  PickupPointValues,
  TourContentValues,
  TourListItemValues,
} from '#shared/contracts/tour-content.ts'

type Day = TourContentValues['days'][number]

/** A day: its meals as letters (B, L, D), its night's place (none on the last day). */
function day(
  [title, titleBn]: [string, string],
  [text, textBn]: [string, string],
  meals: string,
  overnight?: [string, string],
): Day {
  return {
    title,
    titleBn,
    text,
    textBn,
    meals: {
      breakfast: meals.includes('B'),
      lunch: meals.includes('L'),
      dinner: meals.includes('D'),
    },
    overnight: overnight?.[0] ?? null,
    overnightBn: overnight?.[1] ?? null,
  }
}

const item = (text: string, textBn: string): TourListItemValues => ({ text, textBn })

type Lists = Omit<TourContentValues, 'days' | 'pickupPoints'>

const common = {
  tips: item('Tips for the guide and driver', 'গাইড ও চালকের বকশিশ'),
  personal: item('Personal expenses and shopping', 'ব্যক্তিগত খরচ ও কেনাকাটা'),
  insurance: item('Travel insurance', 'ভ্রমণ বিমা'),
  guide: item(
    'A licensed guide speaking English and Bangla',
    'ইংরেজি ও বাংলাভাষী লাইসেন্সধারী গাইড',
  ),
  water: item('Bottled water on the road', 'পথে বোতলের পানি'),
  entry: item('Entry tickets to every site on the itinerary', 'ভ্রমণসূচির সব স্থানের প্রবেশ টিকিট'),
  id: item(
    'Your NID card or passport (a copy is fine)',
    'জাতীয় পরিচয়পত্র বা পাসপোর্ট (ফটোকপি হলেও চলবে)',
  ),
  shoes: item('Comfortable walking shoes', 'হাঁটার উপযোগী আরামদায়ক জুতা'),
  modest: item(
    'Clothes covering shoulders and knees for mosques and temples',
    'মসজিদ ও মন্দিরের জন্য কাঁধ ও হাঁটু ঢাকা পোশাক',
  ),
  rain: item(
    'A light rain jacket or umbrella (June to October)',
    'হালকা রেইনকোট বা ছাতা (জুন থেকে অক্টোবর)',
  ),
  medicine: item('Your own medicines', 'নিজের প্রয়োজনীয় ওষুধ'),
  sun: item('Sunscreen, a hat and sunglasses', 'সানস্ক্রিন, টুপি ও সানগ্লাস'),
  repellent: item('Mosquito repellent', 'মশা তাড়ানোর ক্রিম'),
  powerBank: item('A power bank: power cuts happen', 'পাওয়ার ব্যাংক: বিদ্যুৎ চলে যেতে পারে'),
  traffic: item(
    'Dhaka traffic can shift the times of the day; the guide keeps you posted.',
    'ঢাকার যানজটে সময় কিছুটা এদিক-ওদিক হতে পারে; গাইড আপনাকে জানিয়ে দেবেন।',
  ),
  friday: item(
    'Mosques close to visitors during Friday prayers; the plan is turned around them.',
    'জুমার নামাজের সময় মসজিদে দর্শনার্থী প্রবেশ বন্ধ থাকে; সূচি সেভাবেই সাজানো।',
  ),
  single: item('Single room supplement', 'একক কক্ষের অতিরিক্ত ভাড়া'),
}

const dayTrip: Lists = {
  inclusions: [
    item(
      'Pickup and drop-off at your Dhaka hotel or home in an AC car',
      'ঢাকার হোটেল বা বাসা থেকে এসি গাড়িতে আনা-নেওয়া',
    ),
    common.guide,
    common.entry,
    item('Lunch at a local restaurant', 'স্থানীয় রেস্তোরাঁয় দুপুরের খাবার'),
    common.water,
  ],
  exclusions: [
    common.tips,
    common.personal,
    item('Camera fees where a site charges them', 'কোনো স্থানে ক্যামেরা ফি লাগলে তা'),
  ],
  bring: [common.shoes, common.modest, common.sun, common.id],
  notes: [common.traffic, common.friday],
}

const roadTrip: Lists = {
  inclusions: [
    item('AC coach or car from Dhaka and back', 'ঢাকা থেকে যাওয়া-আসা এসি বাস বা গাড়িতে'),
    item('Hotel rooms, two to a room', 'হোটেলে দুজনে এক কক্ষে থাকা'),
    item('The meals listed in the itinerary', 'ভ্রমণসূচিতে উল্লেখ করা খাবার'),
    common.guide,
    common.entry,
  ],
  exclusions: [common.single, common.tips, common.personal, common.insurance],
  bring: [common.id, common.shoes, common.modest, common.rain, common.medicine],
  notes: [
    item(
      'Coaches leave from our Dhaka meeting point; the time is in your booking mail.',
      'বাস ছাড়বে ঢাকায় আমাদের নির্ধারিত স্থান থেকে; সময় জানানো হবে বুকিংয়ের মেইলে।',
    ),
    common.friday,
  ],
}

const hills: Lists = {
  inclusions: [
    item('AC coach from Dhaka and back', 'ঢাকা থেকে যাওয়া-আসা এসি বাসে'),
    item('A shared jeep (chander gari) in the hills', 'পাহাড়ে শেয়ার করা জিপ (চাঁদের গাড়ি)'),
    item('Resort or cottage rooms, two to a room', 'রিসোর্ট বা কটেজে দুজনে এক কক্ষে থাকা'),
    item('The meals listed in the itinerary', 'ভ্রমণসূচিতে উল্লেখ করা খাবার'),
    common.guide,
  ],
  exclusions: [common.single, common.tips, common.personal, common.insurance],
  bring: [
    common.id,
    item('Shoes with a good grip for hill paths', 'পাহাড়ি পথের জন্য ভালো গ্রিপের জুতা'),
    item(
      'A warm layer for the evenings (November to February)',
      'সন্ধ্যার জন্য একটি গরম কাপড় (নভেম্বর থেকে ফেব্রুয়ারি)',
    ),
    common.rain,
    common.medicine,
    common.powerBank,
  ],
  notes: [
    item(
      'Army checkpoints note every traveller: carry your ID. Foreign nationals need a permit, which we arrange with 10 days’ notice.',
      'সেনা চেকপোস্টে প্রত্যেক যাত্রীর তথ্য লেখা হয়: পরিচয়পত্র সঙ্গে রাখুন। বিদেশি নাগরিকদের অনুমতিপত্র লাগে, যা আমরা ১০ দিন আগে জানালে করে দিই।',
    ),
    item('Mobile signal is weak in the hills.', 'পাহাড়ে মোবাইল নেটওয়ার্ক দুর্বল।'),
  ],
}

const river: Lists = {
  inclusions: [
    item('AC coach from Dhaka and back', 'ঢাকা থেকে যাওয়া-আসা এসি বাসে'),
    item('Boat trips on the itinerary, with life jackets', 'ভ্রমণসূচির সব নৌকাভ্রমণ, লাইফ জ্যাকেটসহ'),
    item('Hotel rooms, two to a room', 'হোটেলে দুজনে এক কক্ষে থাকা'),
    item('The meals listed in the itinerary', 'ভ্রমণসূচিতে উল্লেখ করা খাবার'),
    common.guide,
  ],
  exclusions: [common.single, common.tips, common.personal, common.insurance],
  bring: [
    common.id,
    item('Sandals you can get wet', 'ভিজলে সমস্যা নেই এমন স্যান্ডেল'),
    common.sun,
    common.rain,
    common.repellent,
  ],
  notes: [
    item(
      'Boats run with the water: in the dry months (January to April) some channels are shallow and the guide changes the route.',
      'নৌকা চলে পানির ওপর নির্ভর করে: শুকনো মৌসুমে (জানুয়ারি থেকে এপ্রিল) কিছু খাল অগভীর থাকে, তখন গাইড পথ বদলে নেন।',
    ),
    item('Children wear life jackets on every boat.', 'প্রতিটি নৌকায় শিশুদের লাইফ জ্যাকেট পরতে হবে।'),
  ],
}

const sundarbans: Lists = {
  inclusions: [
    item(
      'AC coach Dhaka to Khulna or Mongla and back',
      'ঢাকা থেকে খুলনা বা মোংলা যাওয়া-আসা এসি বাসে',
    ),
    item('A cabin on our launch, two to a cabin', 'আমাদের লঞ্চে দুজনে এক কেবিনে থাকা'),
    item('All meals on board', 'লঞ্চে সব বেলার খাবার'),
    item(
      'Forest Department permits and an armed forest guard',
      'বন বিভাগের অনুমতিপত্র ও সশস্ত্র বনরক্ষী',
    ),
    common.guide,
  ],
  exclusions: [
    item(
      'The permit’s higher fee for foreign nationals (paid at cost)',
      'বিদেশি নাগরিকদের অনুমতিপত্রের বাড়তি ফি (প্রকৃত খরচে)',
    ),
    common.tips,
    common.personal,
    common.insurance,
  ],
  bring: [
    common.id,
    item('Binoculars', 'দূরবিন'),
    common.repellent,
    common.sun,
    item('Clothes in dull colours', 'হালকা বা মলিন রঙের পোশাক'),
  ],
  notes: [
    item(
      'Walks in the forest follow the tide and the forest guard; nobody leaves the group.',
      'বনের ভেতর হাঁটা জোয়ার-ভাটা আর বনরক্ষীর কথামতো; কেউ দল ছেড়ে যাবেন না।',
    ),
    item(
      'There is no mobile signal in much of the forest.',
      'বনের বেশির ভাগ জায়গায় মোবাইল নেটওয়ার্ক নেই।',
    ),
  ],
}

const coast: Lists = {
  inclusions: [
    item('AC coach from Dhaka and back', 'ঢাকা থেকে যাওয়া-আসা এসি বাসে'),
    item('A sea-facing hotel, two to a room', 'সাগরমুখী হোটেলে দুজনে এক কক্ষে থাকা'),
    item('The meals listed in the itinerary', 'ভ্রমণসূচিতে উল্লেখ করা খাবার'),
    item('Local transfers on the itinerary', 'ভ্রমণসূচির সব স্থানীয় যাতায়াত'),
    common.guide,
  ],
  exclusions: [
    common.single,
    item('Beach bikes and water sports', 'বিচ বাইক ও পানির খেলাধুলা'),
    common.tips,
    common.personal,
  ],
  bring: [
    common.id,
    common.sun,
    item('Swimwear and a change of clothes', 'সাঁতারের পোশাক ও বাড়তি কাপড়'),
    common.medicine,
  ],
  notes: [
    item(
      'Swim only where the lifeguards’ flags allow; currents are strong at ebb tide.',
      'শুধু লাইফগার্ডের পতাকা দেওয়া জায়গায় নামুন; ভাটার সময় স্রোত প্রবল।',
    ),
  ],
}

/** A kind of trip's lists with the tour's own items added. */
const withExtra = (lists: Lists, extra: Partial<Lists>): Lists => ({
  inclusions: [...lists.inclusions, ...(extra.inclusions ?? [])],
  exclusions: [...lists.exclusions, ...(extra.exclusions ?? [])],
  bring: [...lists.bring, ...(extra.bring ?? [])],
  notes: [...lists.notes, ...(extra.notes ?? [])],
})

const home: [string, string] = ['Back to Dhaka', 'ঢাকায় ফেরা']

const tours: Record<number, { lists: Lists; days: Day[] }> = {
  101: {
    lists: dayTrip,
    days: [
      day(
        ['Lalbagh Fort and Old Dhaka', 'লালবাগ কেল্লা ও পুরান ঢাকা'],
        [
          'Morning at Lalbagh Fort: the mosque, the Diwan-i-Aam and the tomb of Pari Bibi. After lunch of kacchi biryani, a walk through the lanes of Armanitola and Dhakeshwari Temple.',
          'সকালে লালবাগ কেল্লা: মসজিদ, দিওয়ান-ই-আম আর পরী বিবির সমাধি। দুপুরে কাচ্চি বিরিয়ানির পর আরমানিটোলার গলি আর ঢাকেশ্বরী মন্দির ঘুরে দেখা।',
        ],
        'L',
      ),
    ],
  },
  102: {
    lists: dayTrip,
    days: [
      day(
        ['Ahsan Manzil and the Buriganga', 'আহসান মঞ্জিল ও বুড়িগঙ্গা'],
        [
          'The Pink Palace of the Dhaka Nawabs and its museum, then a country boat across the Buriganga from Sadarghat to watch the launches come in. Lunch in Old Dhaka.',
          'ঢাকার নবাবদের গোলাপি প্রাসাদ ও জাদুঘর, তারপর সদরঘাট থেকে দেশি নৌকায় বুড়িগঙ্গা পার হয়ে লঞ্চের আসা-যাওয়া দেখা। দুপুরের খাবার পুরান ঢাকায়।',
        ],
        'L',
      ),
    ],
  },
  103: {
    lists: dayTrip,
    days: [
      day(
        ['Sonargaon and Panam Nagar', 'সোনারগাঁও ও পানাম নগর'],
        [
          'A drive to Bengal’s old capital: the Folk Art and Crafts Museum, then the merchants’ houses of Panam Nagar and the Goaldi Mosque. Back in Dhaka by evening.',
          'বাংলার প্রাচীন রাজধানীতে: লোক ও কারুশিল্প জাদুঘর, তারপর পানাম নগরের সওদাগরদের বাড়ি আর গোয়ালদী মসজিদ। সন্ধ্যার মধ্যে ঢাকায় ফেরা।',
        ],
        'L',
      ),
    ],
  },
  104: {
    lists: dayTrip,
    days: [
      day(
        ['Star Mosque and Armanitola', 'তারা মসজিদ ও আরমানিটোলা'],
        [
          'The Star Mosque’s porcelain mosaics, the Armenian Church of the Holy Resurrection and Shankhari Bazar’s conch-shell workshops, with lunch at a Nazira Bazar restaurant.',
          'তারা মসজিদের চীনামাটির কারুকাজ, আর্মেনিয়ান গির্জা আর শাঁখারী বাজারের শাঁখের কারখানা; দুপুরের খাবার নাজিরা বাজারের রেস্তোরাঁয়।',
        ],
        'L',
      ),
    ],
  },
  105: {
    lists: withExtra(dayTrip, { bring: [common.repellent] }),
    days: [
      day(
        ['Bhawal National Park', 'ভাওয়াল জাতীয় উদ্যান'],
        [
          'A morning drive to Gazipur’s sal forest: a guided walk on the forest trails, a picnic lunch by the lake and time to rest before the drive home.',
          'সকালে গাজীপুরের শালবনে: গাইডের সঙ্গে বনের পথে হাঁটা, লেকের ধারে পিকনিকের দুপুরের খাবার আর ফেরার আগে বিশ্রাম।',
        ],
        'L',
      ),
    ],
  },
  106: {
    lists: coast,
    days: [
      day(
        ['Dhaka to Cox’s Bazar', 'ঢাকা থেকে কক্সবাজার'],
        [
          'Overnight coach arrives in the morning. Check in, then the afternoon on the beach at Sugandha and sunset at Laboni Point.',
          'রাতের বাস সকালে পৌঁছায়। হোটেলে উঠে বিকেলটা সুগন্ধা সৈকতে, সূর্যাস্ত লাবণী পয়েন্টে।',
        ],
        'LD',
        ['Cox’s Bazar hotel', 'কক্সবাজারের হোটেল'],
      ),
      day(
        ['Marine Drive to Inani and Himchari', 'মেরিন ড্রাইভ ধরে ইনানী ও হিমছড়ি'],
        [
          'Along the Marine Drive to Himchari’s waterfall and hilltop view, then the coral stones of Inani beach. Seafood dinner in town.',
          'মেরিন ড্রাইভ ধরে হিমছড়ির ঝরনা ও পাহাড়চূড়ার দৃশ্য, তারপর ইনানী সৈকতের প্রবাল পাথর। রাতে শহরে সামুদ্রিক খাবার।',
        ],
        'BLD',
        ['Cox’s Bazar hotel', 'কক্সবাজারের হোটেল'],
      ),
      day(
        home,
        [
          'A last morning on the sand, the Burmese market for shopping, and the afternoon coach to Dhaka.',
          'সৈকতে শেষ সকাল, কেনাকাটার জন্য বার্মিজ মার্কেট, তারপর বিকেলের বাসে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  107: {
    lists: withExtra(coast, {
      inclusions: [
        item(
          'Ship tickets Teknaf to Saint Martin’s and back',
          'টেকনাফ থেকে সেন্ট মার্টিন যাওয়া-আসার জাহাজের টিকিট',
        ),
      ],
      notes: [
        item(
          'Ships sail from November to March only; a rough sea can keep the island closed a day.',
          'জাহাজ চলে শুধু নভেম্বর থেকে মার্চ; সাগর উত্তাল হলে দ্বীপে যাওয়া একদিন বন্ধ থাকতে পারে।',
        ),
      ],
    }),
    days: [
      day(
        ['Dhaka to Teknaf', 'ঢাকা থেকে টেকনাফ'],
        [
          'Overnight coach to Teknaf, then the morning ship down the Naf River to Saint Martin’s. Afternoon on the west beach.',
          'রাতের বাসে টেকনাফ, সকালের জাহাজে নাফ নদী হয়ে সেন্ট মার্টিন। বিকেল পশ্চিম সৈকতে।',
        ],
        'LD',
        ['Saint Martin’s resort', 'সেন্ট মার্টিনের রিসোর্ট'],
      ),
      day(
        ['Chhera Dwip', 'ছেঁড়া দ্বীপ'],
        [
          'By boat to Chhera Dwip at low tide to see the coral and rock pools, then a cycle round the island.',
          'ভাটার সময় নৌকায় ছেঁড়া দ্বীপে প্রবাল আর পাথুরে জলাধার দেখা, তারপর সাইকেলে দ্বীপ ঘোরা।',
        ],
        'BLD',
        ['Saint Martin’s resort', 'সেন্ট মার্টিনের রিসোর্ট'],
      ),
      day(
        ['Island morning, ship to Cox’s Bazar', 'দ্বীপের সকাল, জাহাজে কক্সবাজার'],
        [
          'Sunrise on the east beach, then the afternoon ship to Teknaf and on by road to Cox’s Bazar.',
          'পূর্ব সৈকতে সূর্যোদয়, তারপর বিকেলের জাহাজে টেকনাফ হয়ে সড়কপথে কক্সবাজার।',
        ],
        'BLD',
        ['Cox’s Bazar hotel', 'কক্সবাজারের হোটেল'],
      ),
      day(
        home,
        [
          'The Marine Drive to Inani beach in the morning and the afternoon coach to Dhaka.',
          'সকালে মেরিন ড্রাইভ ধরে ইনানী সৈকত, বিকেলের বাসে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  108: {
    lists: hills,
    days: [
      day(
        ['Dhaka to Sajek', 'ঢাকা থেকে সাজেক'],
        [
          'Overnight coach to Khagrachhari, then the jeep up through the army escort to Ruilui Para. Sunset from Helipad hill.',
          'রাতের বাসে খাগড়াছড়ি, তারপর সেনা এসকর্টে জিপে রুইলুই পাড়া। হেলিপ্যাড টিলা থেকে সূর্যাস্ত।',
        ],
        'LD',
        ['Sajek cottage', 'সাজেকের কটেজ'],
      ),
      day(
        ['Konglak Para and the clouds', 'কংলাক পাড়া ও মেঘ'],
        [
          'Dawn above the clouds, then the walk up to Konglak Para and its view over the Mizoram hills. Bamboo chicken for dinner.',
          'মেঘের ওপর ভোর, তারপর হেঁটে কংলাক পাড়া, সেখান থেকে মিজোরামের পাহাড় দেখা। রাতে ব্যাম্বু চিকেন।',
        ],
        'BLD',
        ['Sajek cottage', 'সাজেকের কটেজ'],
      ),
      day(
        home,
        [
          'Jeep down to Khagrachhari with a stop at the Alutila cave, and the afternoon coach to Dhaka.',
          'জিপে খাগড়াছড়ি নেমে আলুটিলা গুহা দেখা, তারপর বিকেলের বাসে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  109: {
    lists: hills,
    days: [
      day(
        ['Dhaka to Bandarban', 'ঢাকা থেকে বান্দরবান'],
        [
          'Overnight coach to Bandarban. The golden Buddha Dhatu Jadi temple and Meghla lake in the afternoon.',
          'রাতের বাসে বান্দরবান। বিকেলে স্বর্ণমন্দির বুদ্ধ ধাতু জাদি আর মেঘলা লেক।',
        ],
        'LD',
        ['Bandarban hotel', 'বান্দরবানের হোটেল'],
      ),
      day(
        ['Nilgiri and Chimbuk', 'নীলগিরি ও চিম্বুক'],
        [
          'The jeep road to Chimbuk hill and on to Nilgiri, 2,200 feet up, with a visit to a Mro village on the way back.',
          'জিপে চিম্বুক পাহাড় হয়ে ২,২০০ ফুট উঁচু নীলগিরি; ফেরার পথে একটি ম্রো গ্রাম ঘুরে দেখা।',
        ],
        'BLD',
        ['Bandarban hotel', 'বান্দরবানের হোটেল'],
      ),
      day(
        home,
        [
          'A morning at Nilachal’s viewpoint over the town, then the coach to Dhaka.',
          'সকালে নীলাচল থেকে শহরের দৃশ্য, তারপর বাসে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  110: {
    lists: withExtra(river, { notes: hills.notes.slice(0, 1) }),
    days: [
      day(
        ['Dhaka to Rangamati', 'ঢাকা থেকে রাঙামাটি'],
        [
          'Overnight coach to Rangamati. The hanging bridge, then a boat on Kaptai Lake to Shuvolong’s waterfall and a lunch on an island restaurant.',
          'রাতের বাসে রাঙামাটি। ঝুলন্ত সেতু, তারপর কাপ্তাই লেকে নৌকায় শুভলংয়ের ঝরনা আর দ্বীপের রেস্তোরাঁয় দুপুরের খাবার।',
        ],
        'LD',
        ['Rangamati lakeside hotel', 'রাঙামাটির লেকপাড়ের হোটেল'],
      ),
      day(
        home,
        [
          'The Chakma Raja’s palace island and the Rajban Vihara, the tribal museum, and the afternoon coach to Dhaka.',
          'চাকমা রাজবাড়ি, রাজবন বিহার আর উপজাতীয় জাদুঘর, তারপর বিকেলের বাসে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  111: {
    lists: coast,
    days: [
      day(
        ['Dhaka to Chattogram', 'ঢাকা থেকে চট্টগ্রাম'],
        [
          'Morning train to Chattogram. The War Cemetery and the Foy’s Lake hills, then sunset and fried fish on Patenga Beach.',
          'সকালের ট্রেনে চট্টগ্রাম। ওয়ার সিমেট্রি আর ফয়’স লেক, তারপর পতেঙ্গা সৈকতে সূর্যাস্ত আর মাছভাজা।',
        ],
        'LD',
        ['Chattogram hotel', 'চট্টগ্রামের হোটেল'],
      ),
      day(
        home,
        [
          'The mouth of the Karnaphuli by boat and the ships at anchor, then the afternoon train to Dhaka.',
          'নৌকায় কর্ণফুলীর মোহনা আর নোঙর করা জাহাজ দেখা, তারপর বিকেলের ট্রেনে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  112: {
    lists: dayTrip,
    days: [
      day(
        ['Mainamati and Shalban Vihara', 'ময়নামতি ও শালবন বিহার'],
        [
          'An early drive to Cumilla: the eighth-century Shalban Vihara monastery, the Mainamati museum and the Commonwealth War Cemetery, with rasmalai before the road home.',
          'ভোরে কুমিল্লার পথে: অষ্টম শতকের শালবন বিহার, ময়নামতি জাদুঘর আর কমনওয়েলথ ওয়ার সিমেট্রি; ফেরার আগে রসমালাই।',
        ],
        'L',
      ),
    ],
  },
}

// Two-day trips by road follow one shape: there and a first visit, then a second and home.
const twoDays = (
  lists: Lists,
  stay: [string, string],
  first: [[string, string], [string, string]],
  second: [[string, string], [string, string]],
) => ({
  lists,
  days: [day(first[0], first[1], 'LD', stay), day(second[0], second[1], 'BL')],
})

Object.assign(tours, {
  113: twoDays(
    roadTrip,
    ['Naogaon hotel', 'নওগাঁর হোটেল'],
    [
      ['Dhaka to Paharpur', 'ঢাকা থেকে পাহাড়পুর'],
      [
        'A drive north over the Jamuna bridge to Naogaon, and an afternoon among the terraces of Somapura Mahavihara, a World Heritage Site.',
        'যমুনা সেতু পেরিয়ে নওগাঁ, বিকেলে বিশ্ব ঐতিহ্য সোমপুর মহাবিহারের ধাপে ধাপে ঘোরা।',
      ],
    ],
    [
      ['Halud Vihara and home', 'হলুদ বিহার ও ফেরা'],
      [
        'The site museum and the smaller Halud Vihara mound nearby, then the road back to Dhaka.',
        'জাদুঘর আর কাছের হলুদ বিহার ঢিবি, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  114: twoDays(
    roadTrip,
    ['Rajshahi hotel', 'রাজশাহীর হোটেল'],
    [
      ['Dhaka to Rajshahi', 'ঢাকা থেকে রাজশাহী'],
      [
        'Morning train to Rajshahi and an evening by the Padma at Padma Garden.',
        'সকালের ট্রেনে রাজশাহী, সন্ধ্যায় পদ্মা গার্ডেনে পদ্মার পাড়ে।',
      ],
    ],
    [
      ['Puthia’s temples', 'পুঠিয়ার মন্দির'],
      [
        'The Shiva Temple, the Govinda Temple’s terracotta and the Puthia Rajbari around the tank, then the train home.',
        'শিবমন্দির, গোবিন্দ মন্দিরের পোড়ামাটির কাজ আর দিঘির পাশে পুঠিয়া রাজবাড়ি, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  115: twoDays(
    roadTrip,
    ['Rajshahi hotel', 'রাজশাহীর হোটেল'],
    [
      ['Dhaka to Rajshahi', 'ঢাকা থেকে রাজশাহী'],
      [
        'Morning train to Rajshahi; the afternoon in the Varendra Research Museum’s galleries of Pala sculpture.',
        'সকালের ট্রেনে রাজশাহী; বিকেলে বরেন্দ্র গবেষণা জাদুঘরে পাল যুগের ভাস্কর্য।',
      ],
    ],
    [
      ['Silk and mangoes', 'রেশম আর আম'],
      [
        'A Rajshahi silk factory, a mango orchard in season, and the train back to Dhaka.',
        'রাজশাহী সিল্কের কারখানা, মৌসুমে আমবাগান, তারপর ট্রেনে ঢাকা।',
      ],
    ],
  ),
  116: twoDays(
    roadTrip,
    ['Bogura hotel', 'বগুড়ার হোটেল'],
    [
      ['Dhaka to Mahasthangarh', 'ঢাকা থেকে মহাস্থানগড়'],
      [
        'Over the Jamuna to Bogura and the ramparts of Pundranagara, Bengal’s oldest city, and its museum.',
        'যমুনা পেরিয়ে বগুড়া, বাংলার প্রাচীনতম নগর পুণ্ড্রনগরের প্রাচীর ও জাদুঘর।',
      ],
    ],
    [
      ['Gokul Medh and home', 'গোকুল মেধ ও ফেরা'],
      [
        'The Gokul Medh mound, Bogura’s famous curd, and the road to Dhaka.',
        'গোকুল মেধ, বগুড়ার বিখ্যাত দই, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  117: twoDays(
    roadTrip,
    ['Rajshahi hotel', 'রাজশাহীর হোটেল'],
    [
      ['Dhaka to Rajshahi', 'ঢাকা থেকে রাজশাহী'],
      [
        'Morning train to Rajshahi and the riverside in the evening.',
        'সকালের ট্রেনে রাজশাহী, সন্ধ্যায় নদীর পাড়।',
      ],
    ],
    [
      ['Bagha Mosque', 'বাঘা মসজিদ'],
      [
        'The ten-domed Bagha Mosque of 1523 and its terracotta, the old tank beside it, and the train home.',
        '১৫২৩ সালের দশ গম্বুজ বাঘা মসজিদ আর তার পোড়ামাটির কাজ, পাশের পুরোনো দিঘি, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  118: {
    lists: sundarbans,
    days: [
      day(
        ['Dhaka to the forest', 'ঢাকা থেকে বনে'],
        [
          'Overnight coach to Khulna and on board the launch. Down the Pashur to Harbaria’s boardwalk in the afternoon.',
          'রাতের বাসে খুলনা, তারপর লঞ্চে ওঠা। পশুর নদী ধরে বিকেলে হারবাড়িয়ার কাঠের পথ।',
        ],
        'BLD',
        ['On the launch', 'লঞ্চে'],
      ),
      day(
        ['Kotka and Kochikhali', 'কটকা ও কচিখালী'],
        [
          'Dawn by dinghy in the Kotka creeks for deer and kingfishers, the walk to Jamtola beach, and the grasslands of Kochikhali.',
          'ভোরে ডিঙিতে কটকার খালে হরিণ আর মাছরাঙা, হেঁটে জামতলা সৈকত, তারপর কচিখালীর তৃণভূমি।',
        ],
        'BLD',
        ['On the launch', 'লঞ্চে'],
      ),
      day(
        home,
        [
          'Karamjal’s crocodile and deer centre on the way up river, then the coach from Khulna to Dhaka.',
          'নদী ধরে ফেরার পথে করমজলের কুমির ও হরিণ প্রজনন কেন্দ্র, তারপর খুলনা থেকে বাসে ঢাকা।',
        ],
        'BL',
      ),
    ],
  },
  119: twoDays(
    sundarbans,
    ['Mongla hotel', 'মোংলার হোটেল'],
    [
      ['Dhaka to Mongla', 'ঢাকা থেকে মোংলা'],
      [
        'Over the Padma bridge to Mongla, and a boat to Karamjal: the boardwalk, the crocodile pools and the deer.',
        'পদ্মা সেতু হয়ে মোংলা, নৌকায় করমজল: কাঠের পথ, কুমিরের পুকুর আর হরিণ।',
      ],
    ],
    [
      ['Harbaria and home', 'হারবাড়িয়া ও ফেরা'],
      [
        'An early boat to the Harbaria trail for birds, then the road back to Dhaka.',
        'ভোরের নৌকায় হারবাড়িয়ার পথে পাখি দেখা, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  120: twoDays(
    roadTrip,
    ['Khulna hotel', 'খুলনার হোটেল'],
    [
      ['Dhaka to Bagerhat', 'ঢাকা থেকে বাগেরহাট'],
      [
        'Over the Padma bridge to Bagerhat and the Sixty Dome Mosque of Khan Jahan Ali, a World Heritage Site.',
        'পদ্মা সেতু হয়ে বাগেরহাট, খান জাহান আলীর ষাট গম্বুজ মসজিদ, বিশ্ব ঐতিহ্য।',
      ],
    ],
    [
      ['The mosque city', 'মসজিদের শহর'],
      [
        'Khan Jahan’s tomb and tank, the Singair and Nine Dome mosques, then the drive home.',
        'খান জাহান আলীর মাজার ও দিঘি, সিংগাইর আর নয় গম্বুজ মসজিদ, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  121: twoDays(
    river,
    ['Mongla hotel', 'মোংলার হোটেল'],
    [
      ['Dhaka to Mongla', 'ঢাকা থেকে মোংলা'],
      [
        'To Mongla port over the Padma bridge; an evening boat on the Pashur among the ships.',
        'পদ্মা সেতু হয়ে মোংলা বন্দর; সন্ধ্যায় নৌকায় পশুর নদীতে জাহাজের ভিড়ে।',
      ],
    ],
    [
      ['The river and home', 'নদী ও ফেরা'],
      [
        'A morning boat to the forest’s edge at Karamjal, then the road to Dhaka.',
        'সকালে নৌকায় বনের কিনারে করমজল, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  122: twoDays(
    roadTrip,
    ['Kushtia hotel', 'কুষ্টিয়ার হোটেল'],
    [
      ['Dhaka to Shilaidaha', 'ঢাকা থেকে শিলাইদহ'],
      [
        'A drive to Kushtia and Tagore’s house at Shilaidaha by the Padma, where he wrote much of Gitanjali.',
        'কুষ্টিয়ায় পদ্মার পাড়ে শিলাইদহে রবীন্দ্রনাথের কুঠিবাড়ি, যেখানে গীতাঞ্জলির অনেক কবিতা লেখা।',
      ],
    ],
    [
      ['Lalon’s shrine and home', 'লালনের আখড়া ও ফেরা'],
      [
        'The shrine of the Baul poet Lalon at Cheuria, a morning of songs, then the road to Dhaka.',
        'ছেঁউড়িয়ায় বাউলসাধক লালনের আখড়ায় গানের সকাল, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  123: {
    lists: coast,
    days: [
      day(
        ['Dhaka to Kuakata', 'ঢাকা থেকে কুয়াকাটা'],
        [
          'Over the Padma bridge to Kuakata; sunset on the beach, the one in Bangladesh where you see both sunrise and sunset over the sea.',
          'পদ্মা সেতু হয়ে কুয়াকাটা; সৈকতে সূর্যাস্ত, দেশের একমাত্র সৈকত যেখানে সাগরে সূর্যোদয় আর সূর্যাস্ত দুটোই দেখা যায়।',
        ],
        'LD',
        ['Kuakata hotel', 'কুয়াকাটার হোটেল'],
      ),
      day(
        ['Sunrise, Gangamati and Fatrar Char', 'সূর্যোদয়, গঙ্গামতি ও ফাতরার চর'],
        [
          'Sunrise at Gangamati, the Rakhine village and its Buddhist temple, then a boat to the Fatrar Char mangroves.',
          'গঙ্গামতিতে সূর্যোদয়, রাখাইন পাড়া ও বৌদ্ধমন্দির, তারপর নৌকায় ফাতরার চরের ম্যানগ্রোভ।',
        ],
        'BLD',
        ['Kuakata hotel', 'কুয়াকাটার হোটেল'],
      ),
      day(
        home,
        [
          'The dried-fish village at dawn, then the road to Dhaka.',
          'ভোরে শুঁটকিপল্লি, তারপর ঢাকায় ফেরা।',
        ],
        'BL',
      ),
    ],
  },
  124: twoDays(
    river,
    ['Barishal hotel', 'বরিশালের হোটেল'],
    [
      ['Launch to Barishal', 'লঞ্চে বরিশাল'],
      [
        'The night launch from Sadarghat arrives at dawn; the afternoon at the Guthia Mosque and its gardens and pond.',
        'সদরঘাট থেকে রাতের লঞ্চ ভোরে পৌঁছায়; বিকেলে গুঠিয়া মসজিদ, তার বাগান আর পুকুর।',
      ],
    ],
    [
      home,
      [
        'Barishal’s riverside and Oxford Mission church, then the road to Dhaka.',
        'বরিশালের নদীতীর আর অক্সফোর্ড মিশন গির্জা, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  125: twoDays(
    river,
    ['Barishal hotel', 'বরিশালের হোটেল'],
    [
      ['Launch to Barishal', 'লঞ্চে বরিশাল'],
      [
        'The night launch from Sadarghat, then Durga Sagar, the great 18th-century tank with its island and winter birds.',
        'সদরঘাট থেকে রাতের লঞ্চ, তারপর আঠারো শতকের বিশাল দিঘি দুর্গাসাগর, তার দ্বীপ আর শীতের পাখি।',
      ],
    ],
    [
      home,
      [
        'The Barishal markets in the morning and the road to Dhaka.',
        'সকালে বরিশালের বাজার, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  126: twoDays(
    river,
    ['Barishal hotel', 'বরিশালের হোটেল'],
    [
      ['Launch to Barishal', 'লঞ্চে বরিশাল'],
      [
        'The night launch from Sadarghat and a quiet day by the Kirtankhola.',
        'সদরঘাট থেকে রাতের লঞ্চ, কীর্তনখোলার পাড়ে শান্ত দিন।',
      ],
    ],
    [
      ['Bhimruli floating market', 'ভীমরুলীর ভাসমান বাজার'],
      [
        'A dawn boat through the canals to the guava boats of Bhimruli (July to September), then the road home.',
        'ভোরে নৌকায় খাল বেয়ে ভীমরুলীর পেয়ারার নৌকার হাটে (জুলাই থেকে সেপ্টেম্বর), তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  127: twoDays(
    river,
    ['Barishal hotel', 'বরিশালের হোটেল'],
    [
      ['Launch to Barishal', 'লঞ্চে বরিশাল'],
      [
        'The night launch from Sadarghat and an afternoon in Barishal town.',
        'সদরঘাট থেকে রাতের লঞ্চ, বিকেলে বরিশাল শহর।',
      ],
    ],
    [
      ['Satla’s water lilies', 'সাতলার শাপলা'],
      [
        'An early boat on the Satla wetland, red with water lilies from August to October, then the road to Dhaka.',
        'ভোরে নৌকায় সাতলার বিল, আগস্ট থেকে অক্টোবর লাল শাপলায় ভরা, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  128: twoDays(
    river,
    ['Sylhet hotel', 'সিলেটের হোটেল'],
    [
      ['Dhaka to Sylhet', 'ঢাকা থেকে সিলেট'],
      [
        'The morning train to Sylhet and the shrine of Hazrat Shahjalal.',
        'সকালের ট্রেনে সিলেট, হযরত শাহজালালের মাজার।',
      ],
    ],
    [
      ['Ratargul by boat', 'নৌকায় রাতারগুল'],
      [
        'A small boat through the flooded trees of Ratargul and up the watchtower, then the train home.',
        'ছোট নৌকায় রাতারগুলের পানিতে ডোবা গাছের ফাঁকে, ওয়াচটাওয়ারে ওঠা, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  129: twoDays(
    river,
    ['Sylhet hotel', 'সিলেটের হোটেল'],
    [
      ['Dhaka to Sylhet', 'ঢাকা থেকে সিলেট'],
      [
        'The morning train to Sylhet and the shrine of Hazrat Shahjalal.',
        'সকালের ট্রেনে সিলেট, হযরত শাহজালালের মাজার।',
      ],
    ],
    [
      ['Jaflong', 'জাফলং'],
      [
        'To Jaflong under the Khasi hills: the Piyain river’s stones, a Khasi village and its betel gardens, then the train home.',
        'খাসিয়া পাহাড়ের নিচে জাফলং: পিয়াইন নদীর পাথর, খাসিয়া পুঞ্জি আর পানের বাগান, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  130: twoDays(
    river,
    ['Sylhet hotel', 'সিলেটের হোটেল'],
    [
      ['Dhaka to Sylhet', 'ঢাকা থেকে সিলেট'],
      [
        'The morning train to Sylhet and the town’s tea estates.',
        'সকালের ট্রেনে সিলেট, শহরের চা-বাগান।',
      ],
    ],
    [
      ['Bichanakandi', 'বিছনাকান্দি'],
      [
        'A boat from Hadarpar to Bichanakandi, where the hill streams run clear over stones, then the train home.',
        'হাদারপার থেকে নৌকায় বিছনাকান্দি, যেখানে পাহাড়ি ঝরনার স্বচ্ছ পানি পাথরের ওপর দিয়ে বয়ে যায়, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  131: twoDays(
    river,
    ['Sylhet hotel', 'সিলেটের হোটেল'],
    [
      ['Dhaka to Sylhet', 'ঢাকা থেকে সিলেট'],
      [
        'The morning train to Sylhet and the shrine of Hazrat Shahjalal.',
        'সকালের ট্রেনে সিলেট, হযরত শাহজালালের মাজার।',
      ],
    ],
    [
      ['Lalakhal', 'লালাখাল'],
      [
        'A boat on the blue-green Sari river to Lalakhal’s tea estate, then the train home.',
        'নীলচে-সবুজ সারি নদীতে নৌকায় লালাখালের চা-বাগান, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  132: twoDays(
    roadTrip,
    ['Sreemangal eco-resort', 'শ্রীমঙ্গলের ইকো-রিসোর্ট'],
    [
      ['Dhaka to Sreemangal', 'ঢাকা থেকে শ্রীমঙ্গল'],
      [
        'The morning train to Sreemangal; the afternoon walking the tea estates and a tea factory.',
        'সকালের ট্রেনে শ্রীমঙ্গল; বিকেলে চা-বাগানে হাঁটা আর চা-কারখানা।',
      ],
    ],
    [
      ['Seven-layer tea and home', 'সাত রঙের চা ও ফেরা'],
      [
        'The Tea Research Institute, a glass of seven-layer tea, and the afternoon train to Dhaka.',
        'চা গবেষণা ইনস্টিটিউট, এক গ্লাস সাত রঙের চা, তারপর বিকেলের ট্রেনে ঢাকা।',
      ],
    ],
  ),
  133: twoDays(
    withExtra(roadTrip, { bring: [common.repellent] }),
    ['Sreemangal eco-resort', 'শ্রীমঙ্গলের ইকো-রিসোর্ট'],
    [
      ['Dhaka to Sreemangal', 'ঢাকা থেকে শ্রীমঙ্গল'],
      [
        'The morning train to Sreemangal and an evening among the tea.',
        'সকালের ট্রেনে শ্রীমঙ্গল, সন্ধ্যা চা-বাগানে।',
      ],
    ],
    [
      ['Lawachara', 'লাউয়াছড়া'],
      [
        'A guided walk in Lawachara for hoolock gibbons, a Khasi village in the forest, and the train home.',
        'গাইডের সঙ্গে লাউয়াছড়ায় উল্লুক দেখতে হাঁটা, বনের ভেতরের খাসিয়া পুঞ্জি, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  134: twoDays(
    roadTrip,
    ['Sreemangal eco-resort', 'শ্রীমঙ্গলের ইকো-রিসোর্ট'],
    [
      ['Dhaka to Moulvibazar', 'ঢাকা থেকে মৌলভীবাজার'],
      ['The morning train to Sreemangal and the tea estates.', 'সকালের ট্রেনে শ্রীমঙ্গল, চা-বাগান।'],
    ],
    [
      ['Madhabkunda', 'মাধবকুণ্ড'],
      [
        'A drive to Madhabkunda’s 200-foot waterfall and the Madhab temple beside it, then the train home.',
        'মাধবকুণ্ডের ২০০ ফুট উঁচু ঝরনা আর পাশের মাধব মন্দির, তারপর ট্রেনে ফেরা।',
      ],
    ],
  ),
  135: twoDays(
    roadTrip,
    ['Rangpur hotel', 'রংপুরের হোটেল'],
    [
      ['Dhaka to Rangpur', 'ঢাকা থেকে রংপুর'],
      [
        'A day’s drive north over the Jamuna bridge to Rangpur.',
        'যমুনা সেতু পেরিয়ে সারা দিনের পথে রংপুর।',
      ],
    ],
    [
      ['Tajhat Palace', 'তাজহাট জমিদারবাড়ি'],
      [
        'The white marble stairs and museum of Tajhat Palace, then the road back to Dhaka.',
        'তাজহাট জমিদারবাড়ির সাদা মার্বেলের সিঁড়ি ও জাদুঘর, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  136: {
    lists: roadTrip,
    days: [
      day(
        ['Dhaka to Dinajpur', 'ঢাকা থেকে দিনাজপুর'],
        [
          'A day’s drive north over the Jamuna bridge to Dinajpur.',
          'যমুনা সেতু পেরিয়ে সারা দিনের পথে দিনাজপুর।',
        ],
        'LD',
        ['Dinajpur hotel', 'দিনাজপুরের হোটেল'],
      ),
      day(
        ['Kantajew Temple', 'কান্তজীউ মন্দির'],
        [
          'The Kantajew Temple of 1752, every wall covered in terracotta scenes from the epics, and the Dinajpur Rajbari.',
          '১৭৫২ সালের কান্তজীউ মন্দির, যার প্রতিটি দেয়ালে মহাকাব্যের পোড়ামাটির দৃশ্য, আর দিনাজপুর রাজবাড়ি।',
        ],
        'BLD',
        ['Dinajpur hotel', 'দিনাজপুরের হোটেল'],
      ),
      day(
        home,
        [
          'Ramsagar’s great tank in the morning, then the road to Dhaka.',
          'সকালে রামসাগর দিঘি, তারপর ঢাকায় ফেরা।',
        ],
        'BL',
      ),
    ],
  },
  137: twoDays(
    roadTrip,
    ['Dinajpur hotel', 'দিনাজপুরের হোটেল'],
    [
      ['Dhaka to Dinajpur', 'ঢাকা থেকে দিনাজপুর'],
      [
        'A day’s drive north over the Jamuna bridge to Dinajpur.',
        'যমুনা সেতু পেরিয়ে সারা দিনের পথে দিনাজপুর।',
      ],
    ],
    [
      ['Ramsagar', 'রামসাগর'],
      [
        'A walk and a picnic around Ramsagar, the largest man-made tank in the country, then the road home.',
        'দেশের সবচেয়ে বড় মানুষের খোঁড়া দিঘি রামসাগরের চারপাশে হাঁটা ও পিকনিক, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  138: {
    lists: withExtra(roadTrip, {
      bring: [item('A warm jacket (November to February)', 'গরম জ্যাকেট (নভেম্বর থেকে ফেব্রুয়ারি)')],
      notes: [
        item(
          'Kanchenjunga shows on clear mornings from October to December; clouds can hide it.',
          'অক্টোবর থেকে ডিসেম্বরের পরিষ্কার সকালে কাঞ্চনজঙ্ঘা দেখা যায়; মেঘে ঢেকেও যেতে পারে।',
        ),
      ],
    }),
    days: [
      day(
        ['Dhaka to Panchagarh', 'ঢাকা থেকে পঞ্চগড়'],
        [
          'The overnight train to Panchagarh and the drive to Tetulia.',
          'রাতের ট্রেনে পঞ্চগড়, তারপর গাড়িতে তেঁতুলিয়া।',
        ],
        'LD',
        ['Tetulia guest house', 'তেঁতুলিয়ার অতিথিশালা'],
      ),
      day(
        ['Kanchenjunga at dawn', 'ভোরের কাঞ্চনজঙ্ঘা'],
        [
          'Kanchenjunga from the Tetulia Dak Bungalow at sunrise, the Mohananda’s stone collectors and the flat-land tea gardens.',
          'সূর্যোদয়ে তেঁতুলিয়া ডাকবাংলো থেকে কাঞ্চনজঙ্ঘা, মহানন্দায় পাথর তোলা আর সমতলের চা-বাগান।',
        ],
        'BLD',
        ['Tetulia guest house', 'তেঁতুলিয়ার অতিথিশালা'],
      ),
      day(
        ['Banglabandha', 'বাংলাবান্ধা'],
        [
          'The zero point at Banglabandha, the country’s northernmost tip, and the afternoon back in Panchagarh.',
          'দেশের সর্ব-উত্তরের বিন্দু বাংলাবান্ধা জিরো পয়েন্ট, বিকেলে পঞ্চগড়ে ফেরা।',
        ],
        'BLD',
        ['Panchagarh hotel', 'পঞ্চগড়ের হোটেল'],
      ),
      day(home, ['The morning train south to Dhaka.', 'সকালের ট্রেনে ঢাকায় ফেরা।'], 'BL'),
    ],
  },
  139: {
    lists: roadTrip,
    days: [
      day(
        ['Dhaka to Dinajpur', 'ঢাকা থেকে দিনাজপুর'],
        [
          'A day’s drive north over the Jamuna bridge to Dinajpur.',
          'যমুনা সেতু পেরিয়ে সারা দিনের পথে দিনাজপুর।',
        ],
        'LD',
        ['Dinajpur hotel', 'দিনাজপুরের হোটেল'],
      ),
      day(
        ['Nayabad Mosque', 'নয়াবাদ মসজিদ'],
        [
          'The three-domed Nayabad Mosque of 1793 by the Dhepa river and its terracotta panels, then Kantajew Temple nearby.',
          'ঢেপা নদীর ধারে ১৭৯৩ সালের তিন গম্বুজ নয়াবাদ মসজিদ ও তার পোড়ামাটির ফলক, তারপর কাছের কান্তজীউ মন্দির।',
        ],
        'BLD',
        ['Dinajpur hotel', 'দিনাজপুরের হোটেল'],
      ),
      day(
        home,
        [
          'The litchi orchards in season, then the road to Dhaka.',
          'মৌসুমে লিচুবাগান, তারপর ঢাকায় ফেরা।',
        ],
        'BL',
      ),
    ],
  },
  140: {
    lists: dayTrip,
    days: [
      day(
        ['Shashi Lodge and Mymensingh', 'শশী লজ ও ময়মনসিংহ'],
        [
          'A drive to Mymensingh: the Shashi Lodge palace and its Venus fountain, a walk by the Old Brahmaputra, and the road home.',
          'ময়মনসিংহে: শশী লজ আর তার ভেনাসের ফোয়ারা, পুরাতন ব্রহ্মপুত্রের পাড়ে হাঁটা, তারপর ঢাকায় ফেরা।',
        ],
        'L',
      ),
    ],
  },
  141: twoDays(
    river,
    ['Birishiri guest house', 'বিরিশিরির অতিথিশালা'],
    [
      ['Dhaka to Birishiri', 'ঢাকা থেকে বিরিশিরি'],
      [
        'A drive to Netrokona and Birishiri’s Garo cultural academy.',
        'নেত্রকোনা হয়ে বিরিশিরি, গারো কালচারাল একাডেমি।',
      ],
    ],
    [
      ['The Someshwari and the blue lake', 'সোমেশ্বরী ও নীল হ্রদ'],
      [
        'Across the Someshwari to the china-clay hills and their blue-green lake, then the road home.',
        'সোমেশ্বরী পেরিয়ে চিনামাটির পাহাড় আর তার নীলচে-সবুজ হ্রদ, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  142: {
    lists: dayTrip,
    days: [
      day(
        ['Muktagachha', 'মুক্তাগাছা'],
        [
          'The zamindars’ palace at Muktagachha, its temple and tanks, the famous monda sweet, and the road home.',
          'মুক্তাগাছার জমিদারবাড়ি, মন্দির আর দিঘি, বিখ্যাত মণ্ডা, তারপর ঢাকায় ফেরা।',
        ],
        'L',
      ),
    ],
  },
  143: twoDays(
    withExtra(hills, { inclusions: [], notes: [] }),
    ['Gazni resort', 'গজনী অবকাশ'],
    [
      ['Dhaka to Gazni', 'ঢাকা থেকে গজনী'],
      [
        'A drive to Sherpur and the Gazni hills on the Meghalaya border.',
        'শেরপুর হয়ে মেঘালয় সীমান্তের গজনী পাহাড়।',
      ],
    ],
    [
      ['Garo villages and home', 'গারো গ্রাম ও ফেরা'],
      [
        'A walk to the hilltop tower and through the Garo villages, then the road to Dhaka.',
        'টিলার ওপরের টাওয়ার আর গারো গ্রামের ভেতর দিয়ে হাঁটা, তারপর ঢাকায় ফেরা।',
      ],
    ],
  ),
  144: {
    lists: dayTrip,
    days: [
      day(
        ['Zainul Abedin’s museum', 'জয়নুল আবেদিনের সংগ্রহশালা'],
        [
          'A drive to Mymensingh and the Zainul Abedin museum on the Brahmaputra, with the famine sketches of 1943, then the road home.',
          'ময়মনসিংহে ব্রহ্মপুত্রের পাড়ে জয়নুল আবেদিন সংগ্রহশালা, ১৯৪৩ সালের দুর্ভিক্ষের স্কেচসহ, তারপর ঢাকায় ফেরা।',
        ],
        'L',
      ),
    ],
  },
})

type Spot = Omit<PickupPointValues, 'id' | 'kind' | 'time'>

const spot = (
  [name, nameBn]: [string, string],
  [address, addressBn]: [string, string],
  lat: number,
  lng: number,
): Spot => ({ name, nameBn, address, addressBn, lat, lng })

/** Where trips leave Dhaka from. */
const dhaka = {
  sayedabad: spot(
    ['Sayedabad bus terminal', 'সায়েদাবাদ বাস টার্মিনাল'],
    ['Sayedabad, Jatrabari, Dhaka 1204', 'সায়েদাবাদ, যাত্রাবাড়ী, ঢাকা ১২০৪'],
    23.7151,
    90.4275,
  ),
  gabtoli: spot(
    ['Gabtoli bus terminal', 'গাবতলী বাস টার্মিনাল'],
    ['Gabtoli, Mirpur, Dhaka 1216', 'গাবতলী, মিরপুর, ঢাকা ১২১৬'],
    23.7838,
    90.3443,
  ),
  arambagh: spot(
    ['Arambagh bus counters', 'আরামবাগ বাস কাউন্টার'],
    ['Arambagh, Motijheel, Dhaka 1000', 'আরামবাগ, মতিঝিল, ঢাকা ১০০০'],
    23.7317,
    90.4183,
  ),
  fakirapool: spot(
    ['Fakirapool bus counters', 'ফকিরাপুল বাস কাউন্টার'],
    ['Fakirapool, Motijheel, Dhaka 1000', 'ফকিরাপুল, মতিঝিল, ঢাকা ১০০০'],
    23.7338,
    90.4172,
  ),
  kallyanpur: spot(
    ['Kallyanpur bus stand', 'কল্যাণপুর বাস স্ট্যান্ড'],
    ['Kallyanpur, Mirpur Road, Dhaka 1207', 'কল্যাণপুর, মিরপুর রোড, ঢাকা ১২০৭'],
    23.7786,
    90.3606,
  ),
  sadarghat: spot(
    ['Sadarghat launch terminal', 'সদরঘাট লঞ্চ টার্মিনাল'],
    ['Sadarghat, Old Dhaka, Dhaka 1100', 'সদরঘাট, পুরান ঢাকা, ঢাকা ১১০০'],
    23.7061,
    90.4104,
  ),
  kamalapur: spot(
    ['Kamalapur railway station', 'কমলাপুর রেলস্টেশন'],
    ['Kamalapur, Motijheel, Dhaka 1217', 'কমলাপুর, মতিঝিল, ঢাকা ১২১৭'],
    23.7322,
    90.4262,
  ),
  mohakhali: spot(
    ['Mohakhali bus terminal', 'মহাখালী বাস টার্মিনাল'],
    ['Mohakhali, Dhaka 1212', 'মহাখালী, ঢাকা ১২১২'],
    23.7785,
    90.3995,
  ),
  shahbag: spot(
    ['Shahbag, at the National Museum', 'শাহবাগ, জাতীয় জাদুঘর'],
    [
      'In front of the National Museum, Shahbag, Dhaka 1000',
      'জাতীয় জাদুঘরের সামনে, শাহবাগ, ঢাকা ১০০০',
    ],
    23.7376,
    90.3945,
  ),
}

/** Where each tour meets near its sights. */
const local: Record<number, Spot> = {
  101: spot(
    ['Lalbagh Fort main gate', 'লালবাগ কেল্লার প্রধান ফটক'],
    ['Lalbagh Road, Dhaka 1211', 'লালবাগ রোড, ঢাকা ১২১১'],
    23.719,
    90.3882,
  ),
  102: spot(
    ['Ahsan Manzil gate', 'আহসান মঞ্জিলের ফটক'],
    ['Islampur Road, Old Dhaka, Dhaka 1100', 'ইসলামপুর রোড, পুরান ঢাকা, ঢাকা ১১০০'],
    23.7086,
    90.406,
  ),
  103: spot(
    ['Sonargaon Folk Art Museum gate', 'সোনারগাঁও লোকশিল্প জাদুঘরের ফটক'],
    ['Aminpur, Sonargaon, Narayanganj', 'আমিনপুর, সোনারগাঁও, নারায়ণগঞ্জ'],
    23.648,
    90.6005,
  ),
  104: spot(
    ['Star Mosque', 'তারা মসজিদ'],
    ['Abul Khairat Road, Armanitola, Dhaka 1100', 'আবুল খয়রাত রোড, আরমানিটোলা, ঢাকা ১১০০'],
    23.7154,
    90.4012,
  ),
  105: spot(
    ['Bhawal National Park main gate', 'ভাওয়াল জাতীয় উদ্যানের প্রধান ফটক'],
    ['Dhaka–Mymensingh Highway, Gazipur', 'ঢাকা–ময়মনসিংহ মহাসড়ক, গাজীপুর'],
    24.09,
    90.4033,
  ),
  106: spot(
    ['Laboni Point', 'লাবণী পয়েন্ট'],
    ["Laboni beach, Cox's Bazar", 'লাবণী সৈকত, কক্সবাজার'],
    21.429,
    91.978,
  ),
  107: spot(
    ['Teknaf ship jetty', 'টেকনাফ জাহাজঘাট'],
    ["Damdamia, Teknaf, Cox's Bazar", 'দমদমিয়া, টেকনাফ, কক্সবাজার'],
    20.862,
    92.303,
  ),
  108: spot(
    ['Khagrachhari jeep stand', 'খাগড়াছড়ি জিপ স্ট্যান্ড'],
    ['Shapla Chattar, Khagrachhari', 'শাপলা চত্বর, খাগড়াছড়ি'],
    23.1193,
    91.9847,
  ),
  109: spot(
    ['Bandarban bus stand', 'বান্দরবান বাস স্ট্যান্ড'],
    ['Bandarban town, Bandarban', 'বান্দরবান শহর, বান্দরবান'],
    22.1953,
    92.2184,
  ),
  110: spot(
    ['Reserve Bazar launch ghat', 'রিজার্ভ বাজার লঞ্চঘাট'],
    ['Reserve Bazar, Rangamati', 'রিজার্ভ বাজার, রাঙামাটি'],
    22.647,
    92.187,
  ),
  111: spot(
    ['Chattogram railway station', 'চট্টগ্রাম রেলস্টেশন'],
    ['Station Road, Chattogram', 'স্টেশন রোড, চট্টগ্রাম'],
    22.333,
    91.834,
  ),
  112: spot(
    ['Shalban Vihara gate', 'শালবন বিহারের ফটক'],
    ['Kotbari, Cumilla', 'কোটবাড়ী, কুমিল্লা'],
    23.4285,
    91.138,
  ),
  113: spot(
    ['Paharpur museum gate', 'পাহাড়পুর জাদুঘরের ফটক'],
    ['Paharpur, Badalgachhi, Naogaon', 'পাহাড়পুর, বদলগাছী, নওগাঁ'],
    25.031,
    88.977,
  ),
  114: spot(
    ['Puthia temple complex', 'পুঠিয়া মন্দির চত্বর'],
    ['Puthia, Rajshahi', 'পুঠিয়া, রাজশাহী'],
    24.364,
    88.844,
  ),
  115: spot(
    ['Rajshahi railway station', 'রাজশাহী রেলস্টেশন'],
    ['Shiroil, Rajshahi', 'শিরোইল, রাজশাহী'],
    24.3743,
    88.6036,
  ),
  116: spot(
    ['Mahasthangarh museum gate', 'মহাস্থানগড় জাদুঘরের ফটক'],
    ['Mahasthan, Shibganj, Bogura', 'মহাস্থান, শিবগঞ্জ, বগুড়া'],
    24.961,
    89.344,
  ),
  117: spot(
    ['Bagha Mosque gate', 'বাঘা মসজিদের ফটক'],
    ['Bagha, Rajshahi', 'বাঘা, রাজশাহী'],
    24.1926,
    88.8367,
  ),
  118: spot(
    ['Mongla launch ghat', 'মোংলা লঞ্চঘাট'],
    ['Mongla port, Bagerhat', 'মোংলা বন্দর, বাগেরহাট'],
    22.483,
    89.605,
  ),
  119: spot(
    ['Mongla ferry ghat', 'মোংলা ফেরিঘাট'],
    ['Mongla, Bagerhat', 'মোংলা, বাগেরহাট'],
    22.474,
    89.594,
  ),
  120: spot(
    ['Sixty Dome Mosque gate', 'ষাট গম্বুজ মসজিদের ফটক'],
    ['Sundarghona, Bagerhat', 'সুন্দরঘোনা, বাগেরহাট'],
    22.6745,
    89.742,
  ),
  121: spot(
    ['Mongla port jetty', 'মোংলা বন্দর জেটি'],
    ['Mongla, Bagerhat', 'মোংলা, বাগেরহাট'],
    22.49,
    89.6,
  ),
  122: spot(
    ['Shilaidaha Kuthibari gate', 'শিলাইদহ কুঠিবাড়ির ফটক'],
    ['Shilaidaha, Kumarkhali, Kushtia', 'শিলাইদহ, কুমারখালী, কুষ্টিয়া'],
    23.92,
    89.22,
  ),
  123: spot(
    ['Kuakata zero point', 'কুয়াকাটা জিরো পয়েন্ট'],
    ['Kuakata beach, Patuakhali', 'কুয়াকাটা সৈকত, পটুয়াখালী'],
    21.816,
    90.122,
  ),
  124: spot(
    ['Barishal launch terminal', 'বরিশাল লঞ্চ টার্মিনাল'],
    ['Launch Ghat Road, Barishal', 'লঞ্চঘাট রোড, বরিশাল'],
    22.7,
    90.374,
  ),
  125: spot(
    ['Barishal launch terminal', 'বরিশাল লঞ্চ টার্মিনাল'],
    ['Launch Ghat Road, Barishal', 'লঞ্চঘাট রোড, বরিশাল'],
    22.7,
    90.374,
  ),
  126: spot(
    ['Barishal launch terminal', 'বরিশাল লঞ্চ টার্মিনাল'],
    ['Launch Ghat Road, Barishal', 'লঞ্চঘাট রোড, বরিশাল'],
    22.7,
    90.374,
  ),
  127: spot(
    ['Barishal launch terminal', 'বরিশাল লঞ্চ টার্মিনাল'],
    ['Launch Ghat Road, Barishal', 'লঞ্চঘাট রোড, বরিশাল'],
    22.7,
    90.374,
  ),
  128: spot(
    ['Sylhet railway station', 'সিলেট রেলস্টেশন'],
    ['Station Road, Sylhet', 'স্টেশন রোড, সিলেট'],
    24.883,
    91.869,
  ),
  129: spot(
    ['Hazrat Shahjalal Mazar gate', 'হযরত শাহজালাল মাজারের ফটক'],
    ['Dargah Gate, Sylhet', 'দরগাহ গেট, সিলেট'],
    24.9,
    91.868,
  ),
  130: spot(
    ['Hazrat Shahjalal Mazar gate', 'হযরত শাহজালাল মাজারের ফটক'],
    ['Dargah Gate, Sylhet', 'দরগাহ গেট, সিলেট'],
    24.9,
    91.868,
  ),
  131: spot(
    ['Hazrat Shahjalal Mazar gate', 'হযরত শাহজালাল মাজারের ফটক'],
    ['Dargah Gate, Sylhet', 'দরগাহ গেট, সিলেট'],
    24.9,
    91.868,
  ),
  132: spot(
    ['Sreemangal railway station', 'শ্রীমঙ্গল রেলস্টেশন'],
    ['Station Road, Sreemangal, Moulvibazar', 'স্টেশন রোড, শ্রীমঙ্গল, মৌলভীবাজার'],
    24.306,
    91.73,
  ),
  133: spot(
    ['Lawachara National Park gate', 'লাউয়াছড়া জাতীয় উদ্যানের ফটক'],
    ['Kamalganj Road, Moulvibazar', 'কমলগঞ্জ রোড, মৌলভীবাজার'],
    24.321,
    91.786,
  ),
  134: spot(
    ['Sylhet railway station', 'সিলেট রেলস্টেশন'],
    ['Station Road, Sylhet', 'স্টেশন রোড, সিলেট'],
    24.883,
    91.869,
  ),
  135: spot(
    ['Tajhat Palace gate', 'তাজহাট জমিদারবাড়ির ফটক'],
    ['Tajhat, Rangpur', 'তাজহাট, রংপুর'],
    25.7315,
    89.2577,
  ),
  136: spot(
    ['Kantajew Temple gate', 'কান্তজিউ মন্দিরের ফটক'],
    ['Kantanagar, Kaharol, Dinajpur', 'কান্তনগর, কাহারোল, দিনাজপুর'],
    25.79,
    88.664,
  ),
  137: spot(
    ['Ramsagar National Park gate', 'রামসাগর জাতীয় উদ্যানের ফটক'],
    ['Tajpur, Dinajpur', 'তাজপুর, দিনাজপুর'],
    25.553,
    88.63,
  ),
  138: spot(
    ['Panchagarh railway station', 'পঞ্চগড় রেলস্টেশন'],
    ['Panchagarh town, Panchagarh', 'পঞ্চগড় শহর, পঞ্চগড়'],
    26.337,
    88.556,
  ),
  139: spot(
    ['Dinajpur railway station', 'দিনাজপুর রেলস্টেশন'],
    ['Station Road, Dinajpur', 'স্টেশন রোড, দিনাজপুর'],
    25.625,
    88.647,
  ),
  140: spot(
    ['Shashi Lodge gate', 'শশী লজের ফটক'],
    ['Maharaja Road, Mymensingh', 'মহারাজা রোড, ময়মনসিংহ'],
    24.7533,
    90.406,
  ),
  141: spot(
    ['Durgapur bus stand', 'দুর্গাপুর বাস স্ট্যান্ড'],
    ['Durgapur, Netrokona', 'দুর্গাপুর, নেত্রকোনা'],
    25.124,
    90.682,
  ),
  142: spot(
    ['Muktagachha Zamindar Bari gate', 'মুক্তাগাছা জমিদারবাড়ির ফটক'],
    ['Muktagachha, Mymensingh', 'মুক্তাগাছা, ময়মনসিংহ'],
    24.767,
    90.256,
  ),
  143: spot(
    ['Sherpur bus stand', 'শেরপুর বাস স্ট্যান্ড'],
    ['Sherpur town, Sherpur', 'শেরপুর শহর, শেরপুর'],
    25.019,
    90.017,
  ),
  144: spot(
    ['Zainul Abedin Sangrahashala gate', 'জয়নুল আবেদিন সংগ্রহশালার ফটক'],
    ['Shilpacharya Zainul Abedin Park, Mymensingh', 'শিল্পাচার্য জয়নুল আবেদিন পার্ক, ময়মনসিংহ'],
    24.7588,
    90.4115,
  ),
}

/** How each tour leaves Dhaka: from where, at what time, and when it meets near its sights. */
const departs: Record<number, [keyof typeof dhaka, string, string]> = {
  101: ['shahbag', '08:00', '09:00'],
  102: ['shahbag', '08:30', '09:30'],
  103: ['shahbag', '07:30', '09:30'],
  104: ['shahbag', '08:00', '09:00'],
  105: ['shahbag', '07:00', '09:00'],
  106: ['arambagh', '22:00', '08:00'],
  107: ['arambagh', '21:30', '07:30'],
  108: ['fakirapool', '22:00', '07:00'],
  109: ['fakirapool', '22:30', '08:00'],
  110: ['sayedabad', '22:00', '07:30'],
  111: ['kamalapur', '07:00', '13:00'],
  112: ['sayedabad', '07:00', '10:00'],
  113: ['gabtoli', '06:30', '13:00'],
  114: ['gabtoli', '06:30', '13:00'],
  115: ['kamalapur', '06:00', '12:00'],
  116: ['kallyanpur', '06:30', '12:00'],
  117: ['gabtoli', '06:30', '12:30'],
  118: ['sayedabad', '06:30', '11:30'],
  119: ['sayedabad', '06:30', '11:30'],
  120: ['sayedabad', '06:30', '11:00'],
  121: ['sayedabad', '06:30', '11:30'],
  122: ['gabtoli', '06:30', '11:30'],
  123: ['sadarghat', '20:00', '09:00'],
  124: ['sadarghat', '20:30', '06:30'],
  125: ['sadarghat', '20:30', '06:30'],
  126: ['sadarghat', '20:30', '06:30'],
  127: ['sadarghat', '20:30', '06:30'],
  128: ['fakirapool', '23:00', '06:30'],
  129: ['fakirapool', '23:00', '07:00'],
  130: ['fakirapool', '23:00', '07:00'],
  131: ['fakirapool', '23:00', '07:00'],
  132: ['kamalapur', '06:40', '11:00'],
  133: ['kamalapur', '06:40', '11:30'],
  134: ['fakirapool', '23:00', '06:30'],
  135: ['kallyanpur', '22:00', '07:00'],
  136: ['kallyanpur', '21:30', '07:30'],
  137: ['kallyanpur', '21:30', '07:30'],
  138: ['kamalapur', '20:30', '09:00'],
  139: ['kallyanpur', '21:30', '07:00'],
  140: ['mohakhali', '07:00', '10:30'],
  141: ['mohakhali', '06:30', '12:00'],
  142: ['mohakhali', '07:00', '10:30'],
  143: ['mohakhali', '06:30', '12:00'],
  144: ['mohakhali', '07:00', '10:30'],
}

/**
 * A demo tour's points: its Dhaka departure (a meeting point in town for a day trip, else a
 * pickup at the counter, launch or station) and its meeting point near the sights. Ids are the
 * demo's own, stable across seeds.
 */
function demoPickupPoints(placeId: number): PickupPointValues[] {
  const leaves = departs[placeId]
  const near = local[placeId]
  if (!leaves || !near) return []
  const [from, leavesAt, meetsAt] = leaves
  return [
    {
      id: `demo-${placeId}-1`,
      kind: from === 'shahbag' ? 'meeting' : 'pickup',
      time: leavesAt,
      ...dhaka[from],
    },
    { id: `demo-${placeId}-2`, kind: 'meeting', time: meetsAt, ...near },
  ]
}

/** When a demo tour's departures set off: its first point's time; null for a tour not in the demo. */
export function demoStartTime(placeId: number): string | null {
  return departs[placeId]?.[1] ?? null
}

/** The demo tour's itinerary, lists and pickup points, by its place id; none for a tour not in the demo. */
export function demoContent(placeId: number): TourContentValues | null {
  const tour = tours[placeId]
  return tour ? { days: tour.days, ...tour.lists, pickupPoints: demoPickupPoints(placeId) } : null
}
