/**
 * Places (docs/product.md#places, ADR 0292): each of the 64 districts with the point a distance is
 * measured from (its headquarters town, degrees), and the areas within some of them — a city's areas
 * (Mirpur, Uttara …) and a district's upazilas — with their Bangla names. A listing names its district
 * and, when the seller picks one, its area by id (`<district>-<area>`, lower case). The data is not
 * exhaustive: a district without areas here keeps a free-text area.
 *
 * Imported only by lazy pages on the web (the listing form, the search page, the admin pages): the
 * build keeps this file out of the first download (apps/web/vite.config.ts).
 */
import { DISTRICT_NAMES_BN } from './bangla-names';
import { DISTRICTS, type District } from './bike-facts';

/** Latitude and longitude of each district's headquarters town, to two decimals (about 1 km). */
export const DISTRICT_CENTROIDS: Record<District, readonly [lat: number, lng: number]> = {
  Bagerhat: [22.65, 89.79],
  Bandarban: [22.19, 92.22],
  Barguna: [22.15, 90.12],
  Barishal: [22.7, 90.37],
  Bhola: [22.69, 90.65],
  Bogura: [24.85, 89.37],
  Brahmanbaria: [23.96, 91.11],
  Chandpur: [23.23, 90.67],
  'Chapai Nawabganj': [24.6, 88.27],
  Chattogram: [22.36, 91.78],
  Chuadanga: [23.64, 88.84],
  "Cox's Bazar": [21.45, 91.97],
  Cumilla: [23.46, 91.18],
  Dhaka: [23.81, 90.41],
  Dinajpur: [25.63, 88.64],
  Faridpur: [23.61, 89.84],
  Feni: [23.02, 91.4],
  Gaibandha: [25.33, 89.53],
  Gazipur: [24.0, 90.42],
  Gopalganj: [23.01, 89.83],
  Habiganj: [24.38, 91.41],
  Jamalpur: [24.92, 89.95],
  Jashore: [23.17, 89.21],
  Jhalokati: [22.64, 90.2],
  Jhenaidah: [23.54, 89.17],
  Joypurhat: [25.1, 89.02],
  Khagrachhari: [23.12, 91.98],
  Khulna: [22.82, 89.55],
  Kishoreganj: [24.44, 90.78],
  Kurigram: [25.81, 89.64],
  Kushtia: [23.9, 89.12],
  Lakshmipur: [22.94, 90.83],
  Lalmonirhat: [25.92, 89.45],
  Madaripur: [23.17, 90.19],
  Magura: [23.49, 89.42],
  Manikganj: [23.86, 90.0],
  Meherpur: [23.76, 88.63],
  Moulvibazar: [24.48, 91.77],
  Munshiganj: [23.54, 90.53],
  Mymensingh: [24.75, 90.41],
  Naogaon: [24.8, 88.94],
  Narail: [23.17, 89.5],
  Narayanganj: [23.62, 90.5],
  Narsingdi: [23.92, 90.72],
  Natore: [24.42, 89.0],
  Netrokona: [24.88, 90.73],
  Nilphamari: [25.93, 88.86],
  Noakhali: [22.87, 91.1],
  Pabna: [24.01, 89.23],
  Panchagarh: [26.34, 88.55],
  Patuakhali: [22.36, 90.33],
  Pirojpur: [22.58, 89.97],
  Rajbari: [23.76, 89.64],
  Rajshahi: [24.37, 88.6],
  Rangamati: [22.65, 92.17],
  Rangpur: [25.74, 89.25],
  Satkhira: [22.72, 89.07],
  Shariatpur: [23.24, 90.43],
  Sherpur: [25.02, 90.01],
  Sirajganj: [24.45, 89.7],
  Sunamganj: [25.07, 91.4],
  Sylhet: [24.9, 91.87],
  Tangail: [24.25, 89.92],
  Thakurgaon: [26.03, 88.46],
};

/** One area: `[English name, Bangla name, other spellings (lower case)?]`. */
type AreaRow = readonly [name: string, nameBn: string, aliases?: readonly string[]];

/**
 * The areas of each district that has them, in the order the form lists them (the city's areas
 * first, then the upazilas).
 */
const AREA_ROWS: Partial<Record<District, readonly AreaRow[]>> = {
  Dhaka: [
    ['Mirpur', 'মিরপুর'],
    ['Uttara', 'উত্তরা', ['uttara model town']],
    ['Dhanmondi', 'ধানমন্ডি', ['dhanmondi r/a']],
    ['Gulshan', 'গুলশান'],
    ['Mohammadpur', 'মোহাম্মদপুর', ['mohammedpur']],
    ['Banani', 'বনানী'],
    ['Badda', 'বাড্ডা'],
    ['Pallabi', 'পল্লবী'],
    ['Kafrul', 'কাফরুল'],
    ['Dhaka Cantonment', 'ঢাকা সেনানিবাস', ['cantonment']],
    ['Baridhara', 'বারিধারা'],
    ['Bashundhara', 'বসুন্ধরা', ['bashundhara r/a']],
    ['Khilkhet', 'খিলক্ষেত'],
    ['Tejgaon', 'তেজগাঁও'],
    ['Farmgate', 'ফার্মগেট'],
    ['Shyamoli', 'শ্যামলী'],
    ['Adabor', 'আদাবর'],
    ['Hazaribagh', 'হাজারীবাগ'],
    ['Lalbagh', 'লালবাগ'],
    ['Kamrangirchar', 'কামরাঙ্গীরচর'],
    ['Shahbagh', 'শাহবাগ', ['shahbag']],
    ['Moghbazar', 'মগবাজার', ['mogbazar']],
    ['Malibagh', 'মালিবাগ'],
    ['Rampura', 'রামপুরা'],
    ['Khilgaon', 'খিলগাঁও'],
    ['Motijheel', 'মতিঝিল'],
    ['Sabujbagh', 'সবুজবাগ'],
    ['Wari', 'ওয়ারী'],
    ['Jatrabari', 'যাত্রাবাড়ী'],
    ['Shyampur', 'শ্যামপুর'],
    ['Demra', 'ডেমরা'],
    ['Savar', 'সাভার'],
    ['Dhamrai', 'ধামরাই'],
    ['Keraniganj', 'কেরানীগঞ্জ'],
    ['Nawabganj', 'নবাবগঞ্জ'],
    ['Dohar', 'দোহার'],
  ],
  Chattogram: [
    ['Agrabad', 'আগ্রাবাদ'],
    ['Panchlaish', 'পাঁচলাইশ'],
    ['Nasirabad', 'নাসিরাবাদ'],
    ['Khulshi', 'খুলশী'],
    ['Halishahar', 'হালিশহর'],
    ['Chawkbazar', 'চকবাজার'],
    ['Kotwali', 'কোতোয়ালী'],
    ['Double Mooring', 'ডবলমুরিং'],
    ['Bakalia', 'বাকলিয়া'],
    ['Pahartali', 'পাহাড়তলী'],
    ['Bayezid', 'বায়েজিদ', ['bayazid']],
    ['Chandgaon', 'চান্দগাঁও'],
    ['Patenga', 'পতেঙ্গা'],
    ['Hathazari', 'হাটহাজারী'],
    ['Sitakunda', 'সীতাকুণ্ড'],
    ['Mirsharai', 'মীরসরাই'],
    ['Patiya', 'পটিয়া'],
    ['Raozan', 'রাউজান'],
    ['Rangunia', 'রাঙ্গুনিয়া'],
    ['Boalkhali', 'বোয়ালখালী'],
    ['Anwara', 'আনোয়ারা'],
    ['Chandanaish', 'চন্দনাইশ'],
    ['Satkania', 'সাতকানিয়া'],
    ['Lohagara', 'লোহাগাড়া'],
    ['Banshkhali', 'বাঁশখালী'],
    ['Fatikchhari', 'ফটিকছড়ি'],
    ['Sandwip', 'সন্দ্বীপ'],
  ],
  Gazipur: [
    ['Gazipur Sadar', 'গাজীপুর সদর', ['joydebpur']],
    ['Tongi', 'টঙ্গী'],
    ['Kaliakair', 'কালিয়াকৈর'],
    ['Kaliganj', 'কালীগঞ্জ'],
    ['Kapasia', 'কাপাসিয়া'],
    ['Sreepur', 'শ্রীপুর'],
  ],
  Narayanganj: [
    ['Narayanganj Sadar', 'নারায়ণগঞ্জ সদর'],
    ['Fatullah', 'ফতুল্লা'],
    ['Siddhirganj', 'সিদ্ধিরগঞ্জ'],
    ['Bandar', 'বন্দর'],
    ['Rupganj', 'রূপগঞ্জ'],
    ['Sonargaon', 'সোনারগাঁও'],
    ['Araihazar', 'আড়াইহাজার'],
  ],
  Sylhet: [
    ['Sylhet Sadar', 'সিলেট সদর'],
    ['Zindabazar', 'জিন্দাবাজার'],
    ['Amberkhana', 'আম্বরখানা'],
    ['South Surma', 'দক্ষিণ সুরমা'],
    ['Beanibazar', 'বিয়ানীবাজার'],
    ['Golapganj', 'গোলাপগঞ্জ'],
    ['Bishwanath', 'বিশ্বনাথ'],
    ['Balaganj', 'বালাগঞ্জ'],
    ['Fenchuganj', 'ফেঞ্চুগঞ্জ'],
    ['Companiganj', 'কোম্পানীগঞ্জ'],
    ['Gowainghat', 'গোয়াইনঘাট'],
    ['Jaintiapur', 'জৈন্তাপুর'],
    ['Kanaighat', 'কানাইঘাট'],
    ['Zakiganj', 'জকিগঞ্জ'],
    ['Osmani Nagar', 'ওসমানী নগর'],
  ],
  Rajshahi: [
    ['Boalia', 'বোয়ালিয়া'],
    ['Rajpara', 'রাজপাড়া'],
    ['Motihar', 'মতিহার'],
    ['Shah Makhdum', 'শাহ মখদুম'],
    ['Paba', 'পবা'],
    ['Godagari', 'গোদাগাড়ী'],
    ['Tanore', 'তানোর'],
    ['Mohanpur', 'মোহনপুর'],
    ['Bagmara', 'বাগমারা'],
    ['Durgapur', 'দুর্গাপুর'],
    ['Puthia', 'পুঠিয়া'],
    ['Charghat', 'চারঘাট'],
    ['Bagha', 'বাঘা'],
  ],
  Khulna: [
    ['Khulna Sadar', 'খুলনা সদর'],
    ['Sonadanga', 'সোনাডাঙ্গা'],
    ['Khalishpur', 'খালিশপুর'],
    ['Daulatpur', 'দৌলতপুর'],
    ['Rupsa', 'রূপসা'],
    ['Dumuria', 'ডুমুরিয়া'],
    ['Batiaghata', 'বটিয়াঘাটা'],
    ['Phultala', 'ফুলতলা'],
    ['Dighalia', 'দিঘলিয়া'],
    ['Terokhada', 'তেরখাদা'],
    ['Paikgachha', 'পাইকগাছা'],
    ['Dacope', 'দাকোপ'],
    ['Koyra', 'কয়রা'],
  ],
  Cumilla: [
    ['Cumilla Sadar', 'কুমিল্লা সদর', ['comilla sadar']],
    ['Daudkandi', 'দাউদকান্দি'],
    ['Chandina', 'চান্দিনা'],
    ['Laksam', 'লাকসাম'],
    ['Debidwar', 'দেবিদ্বার'],
    ['Chauddagram', 'চৌদ্দগ্রাম'],
    ['Burichang', 'বুড়িচং'],
    ['Muradnagar', 'মুরাদনগর'],
    ['Homna', 'হোমনা'],
    ['Barura', 'বরুড়া'],
  ],
  Bogura: [
    ['Bogura Sadar', 'বগুড়া সদর', ['bogra sadar']],
    ['Sherpur', 'শেরপুর'],
    ['Shibganj', 'শিবগঞ্জ'],
    ['Sariakandi', 'সারিয়াকান্দি'],
    ['Gabtali', 'গাবতলী'],
    ['Dhunat', 'ধুনট'],
    ['Kahaloo', 'কাহালু'],
    ['Shajahanpur', 'শাজাহানপুর'],
    ['Nandigram', 'নন্দীগ্রাম'],
    ['Adamdighi', 'আদমদিঘি'],
    ['Dupchanchia', 'দুপচাঁচিয়া'],
    ['Sonatala', 'সোনাতলা'],
  ],
  Mymensingh: [
    ['Mymensingh Sadar', 'ময়মনসিংহ সদর'],
    ['Trishal', 'ত্রিশাল'],
    ['Bhaluka', 'ভালুকা'],
    ['Muktagachha', 'মুক্তাগাছা'],
    ['Fulbaria', 'ফুলবাড়িয়া'],
    ['Gaffargaon', 'গফরগাঁও'],
    ['Gauripur', 'গৌরীপুর'],
    ['Ishwarganj', 'ঈশ্বরগঞ্জ'],
    ['Nandail', 'নান্দাইল'],
    ['Phulpur', 'ফুলপুর'],
    ['Haluaghat', 'হালুয়াঘাট'],
    ['Dhobaura', 'ধোবাউড়া'],
    ['Tarakanda', 'তারাকান্দা'],
  ],
  Rangpur: [
    ['Rangpur Sadar', 'রংপুর সদর'],
    ['Badarganj', 'বদরগঞ্জ'],
    ['Gangachara', 'গঙ্গাচড়া'],
    ['Kaunia', 'কাউনিয়া'],
    ['Mithapukur', 'মিঠাপুকুর'],
    ['Pirgachha', 'পীরগাছা'],
    ['Pirganj', 'পীরগঞ্জ'],
    ['Taraganj', 'তারাগঞ্জ'],
  ],
  Barishal: [
    ['Barishal Sadar', 'বরিশাল সদর', ['barisal sadar']],
    ['Bakerganj', 'বাকেরগঞ্জ'],
    ['Babuganj', 'বাবুগঞ্জ'],
    ['Wazirpur', 'উজিরপুর'],
    ['Banaripara', 'বানারীপাড়া'],
    ['Gournadi', 'গৌরনদী'],
    ['Agailjhara', 'আগৈলঝাড়া'],
    ['Mehendiganj', 'মেহেন্দিগঞ্জ'],
    ['Muladi', 'মুলাদী'],
    ['Hizla', 'হিজলা'],
  ],
  "Cox's Bazar": [
    ["Cox's Bazar Sadar", 'কক্সবাজার সদর'],
    ['Chakaria', 'চকরিয়া'],
    ['Ramu', 'রামু'],
    ['Ukhia', 'উখিয়া'],
    ['Teknaf', 'টেকনাফ'],
    ['Maheshkhali', 'মহেশখালী'],
    ['Pekua', 'পেকুয়া'],
    ['Kutubdia', 'কুতুবদিয়া'],
  ],
};

export interface Area {
  /** `<district>-<area>`, lower case, letters and digits joined by dashes ('dhaka-mirpur'). */
  id: string;
  district: District;
  name: string;
  name_bn: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every area, district by district in `DISTRICTS` order, each district's in the form's order. */
export const AREAS: readonly Area[] = DISTRICTS.flatMap((district) =>
  (AREA_ROWS[district] ?? []).map(([name, name_bn]) => ({
    id: `${slug(district)}-${slug(name)}`,
    district,
    name,
    name_bn,
  })),
);

const AREA_BY_ID = new Map(AREAS.map((a) => [a.id, a]));

/** The area of an id, or undefined. */
export function areaById(id: string | null | undefined): Area | undefined {
  return id ? AREA_BY_ID.get(id) : undefined;
}

/** The areas of a district (empty when the data has none for it). */
export function areasOf(district: string | null | undefined): readonly Area[] {
  return AREAS.filter((a) => a.district === district);
}

/** A district's Bangla name. */
export function districtNameBn(district: District): string {
  return DISTRICT_NAMES_BN[district];
}

/**
 * A free-text area as written ('Mirpur 10', ' uttara sector-7 ', 'মিরপুর ১০') reduced to the name it
 * starts with: lower case, spaces single, and a trailing section or sector number dropped. Migration
 * 0032 reduces the stored areas with the same expression (its SQL is generated from this data).
 */
export function areaSpellingOf(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s-]*((section|sector|block)[\s-]*)?[#-]?\s*[0-9০-৯]{1,2}[a-z]?$/, '');
}

/** Each district's spellings of its areas (names, Bangla names, other spellings) → the area's id. */
export const AREA_SPELLINGS: ReadonlyMap<District, ReadonlyMap<string, string>> = new Map(
  DISTRICTS.map((district) => [
    district,
    new Map(
      (AREA_ROWS[district] ?? []).flatMap(([name, nameBn, aliases = []]) => {
        const id = `${slug(district)}-${slug(name)}`;
        return [name.toLowerCase(), nameBn, ...aliases].map((s) => [s, id] as const);
      }),
    ),
  ]),
);

/**
 * The area a seller's free text names within its district, when certain: the text is an area's
 * name or other spelling, in English or Bangla, perhaps followed by a section number ('Mirpur 10').
 * Anything else (a road, a landmark, another district's area) names none.
 */
export function areaOfText(district: string, text: string | null | undefined): Area | undefined {
  if (!text) return undefined;
  const id = AREA_SPELLINGS.get(district as District)?.get(areaSpellingOf(text));
  return areaById(id);
}

/** Great-circle distance between two districts' points, in kilometres. */
export function districtDistanceKm(from: District, to: District): number {
  const [lat1, lng1] = DISTRICT_CENTROIDS[from];
  const [lat2, lng2] = DISTRICT_CENTROIDS[to];
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The 64 districts nearest first from `from` (itself first): the "near me" sort orders bikes by their
 * district's place in this list (ADR 0292). Ties keep `DISTRICTS` order.
 */
export function districtsByDistance(from: District): District[] {
  return [...DISTRICTS].sort((a, b) => districtDistanceKm(from, a) - districtDistanceKm(from, b));
}
