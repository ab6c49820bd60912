/**
 * The common models of the start-up brands (docs/product.md#brands-and-models, ADR 0291): what a new
 * shop's Add Product form offers under each brand. Ids are fixed ('<brand id>-<slug>'), so every shop's
 * start-up models have the same ids and a start adds only the missing ones (an admin's renames and
 * hidden models stay). Years are model years as sold in Bangladesh; `to` null while still sold.
 */
export type BikeType = 'motorcycle' | 'scooter' | 'electric';

export interface StartupModel {
  id: string;
  brandId: string;
  name: string;
  nameBn: string;
  /** Other spellings, lower case, comma-separated. */
  aliases: string;
  engineCc: number | null;
  type: BikeType;
  yearFrom: number;
  yearTo: number | null;
  sortOrder: number;
}

type Row = [
  name: string,
  nameBn: string,
  cc: number | null,
  type: 'm' | 's' | 'e',
  from: number,
  to?: number,
  aliases?: string,
];

const BY_BRAND: Record<string, Row[]> = {
  // Yamaha
  '1': [
    ['FZS V3', 'এফজেডএস ভি৩', 149, 'm', 2019, undefined, 'fz s v3,fz-s v3,fzs fi v3'],
    ['FZS V2', 'এফজেডএস ভি২', 153, 'm', 2015, 2019, 'fz s v2,fzs fi v2'],
    ['FZS V4', 'এফজেডএস ভি৪', 149, 'm', 2023, undefined, 'fz s v4'],
    ['FZ V3', 'এফজেড ভি৩', 149, 'm', 2019],
    ['FZ-X', 'এফজেড-এক্স', 149, 'm', 2021, undefined, 'fzx'],
    ['R15 V3', 'আর১৫ ভি৩', 155, 'm', 2018, 2022, 'r 15 v3,yzf r15 v3'],
    ['R15 V4', 'আর১৫ ভি৪', 155, 'm', 2021, undefined, 'r 15 v4,yzf r15 v4'],
    ['R15 V2', 'আর১৫ ভি২', 149, 'm', 2012, 2017],
    ['R15M', 'আর১৫এম', 155, 'm', 2022, undefined, 'r15 m'],
    ['MT-15', 'এমটি-১৫', 155, 'm', 2019, undefined, 'mt15,mt 15'],
    ['Fazer FI', 'ফেজার এফআই', 149, 'm', 2017, 2021, 'fazer'],
    ['Saluto', 'সালুটো', 125, 'm', 2016, 2021],
    ['Saluto RX', 'সালুটো আরএক্স', 110, 'm', 2017, 2021],
    ['SZ-RR', 'এসজেড-আরআর', 153, 'm', 2013, 2019, 'szrr'],
    ['Fascino 125', 'ফ্যাসিনো ১২৫', 125, 's', 2019, undefined, 'fascino'],
    ['Ray ZR 125', 'রে জেডআর ১২৫', 125, 's', 2019, undefined, 'rayzr'],
    ['Aerox 155', 'এরক্স ১৫৫', 155, 's', 2022],
    ['FZ25', 'এফজেড২৫', 249, 'm', 2017, undefined, 'fz 25,fz-25'],
  ],
  // Bajaj
  '2': [
    ['Pulsar 150', 'পালসার ১৫০', 149, 'm', 2008],
    ['Pulsar 150 Twin Disc', 'পালসার ১৫০ টুইন ডিস্ক', 149, 'm', 2017],
    ['Pulsar N150', 'পালসার এন১৫০', 149, 'm', 2023],
    ['Pulsar N160', 'পালসার এন১৬০', 164, 'm', 2022],
    ['Pulsar NS160', 'পালসার এনএস১৬০', 160, 'm', 2017, undefined, 'ns160,ns 160'],
    ['Pulsar NS200', 'পালসার এনএস২০০', 199, 'm', 2023, undefined, 'ns200'],
    ['Pulsar 125', 'পালসার ১২৫', 125, 'm', 2019],
    ['Pulsar 220F', 'পালসার ২২০এফ', 220, 'm', 2023],
    ['Discover 125', 'ডিসকভার ১২৫', 125, 'm', 2012],
    ['Discover 110', 'ডিসকভার ১১০', 115, 'm', 2016],
    ['Discover 100', 'ডিসকভার ১০০', 102, 'm', 2010, 2018],
    ['Platina 100', 'প্লাটিনা ১০০', 102, 'm', 2010],
    ['Platina 110 H-Gear', 'প্লাটিনা ১১০ এইচ-গিয়ার', 115, 'm', 2019, undefined, 'platina 110,platina h gear'],
    ['CT 100', 'সিটি ১০০', 102, 'm', 2015],
    ['CT 110', 'সিটি ১১০', 115, 'm', 2020],
    ['Avenger Street 160', 'অ্যাভেঞ্জার স্ট্রিট ১৬০', 160, 'm', 2019, undefined, 'avenger 160'],
    ['Dominar 250', 'ডমিনার ২৫০', 248, 'm', 2023],
    ['V15', 'ভি১৫', 149, 'm', 2016, 2019],
    ['Pulsar NS125', 'পালসার এনএস১২৫', 125, 'm', 2021, undefined, 'ns125,ns 125'],
  ],
  // Suzuki
  '3': [
    ['Gixxer', 'জিক্সার', 155, 'm', 2015],
    ['Gixxer SF', 'জিক্সার এসএফ', 155, 'm', 2015, undefined, 'gixxer sf fi abs'],
    ['Gixxer Monotone', 'জিক্সার মনোটোন', 155, 'm', 2017],
    ['Gixxer FI ABS', 'জিক্সার এফআই এবিএস', 155, 'm', 2020],
    ['Gixxer SF 250', 'জিক্সার এসএফ ২৫০', 249, 'm', 2023],
    ['GSX-R150', 'জিএসএক্স-আর১৫০', 147, 'm', 2018, undefined, 'gsxr 150,gsx r150'],
    ['GSX-S150', 'জিএসএক্স-এস১৫০', 147, 'm', 2018, undefined, 'gsxs 150'],
    ['Intruder 150', 'ইন্ট্রুডার ১৫০', 155, 'm', 2018],
    ['Hayate 110', 'হায়াতে ১১০', 113, 'm', 2013, undefined, 'hayate'],
    ['Hayate EP', 'হায়াতে ইপি', 113, 'm', 2019],
    ['Access 125', 'অ্যাক্সেস ১২৫', 124, 's', 2017, undefined, 'access'],
    ['Burgman Street 125', 'বার্গম্যান স্ট্রিট ১২৫', 124, 's', 2019, undefined, 'burgman'],
    ['V-Strom SX', 'ভি-স্ট্রম এসএক্স', 249, 'm', 2023, undefined, 'vstrom'],
  ],
  // Honda
  '4': [
    ['CB Shine', 'সিবি শাইন', 124, 'm', 2010, undefined, 'shine'],
    ['CB Shine SP', 'সিবি শাইন এসপি', 124, 'm', 2016, undefined, 'shine sp'],
    ['Shine 100', 'শাইন ১০০', 99, 'm', 2023],
    ['Livo', 'লিভো', 109, 'm', 2016],
    ['Dream Neo', 'ড্রিম নিও', 109, 'm', 2013],
    ['CD 80', 'সিডি ৮০', 72, 'm', 2000, 2012, 'cd80'],
    ['SP 125', 'এসপি ১২৫', 124, 'm', 2020],
    ['Hornet 2.0', 'হর্নেট ২.০', 184, 'm', 2021, undefined, 'hornet 2,hornet'],
    ['CB Hornet 160R', 'সিবি হর্নেট ১৬০আর', 162, 'm', 2016, 2021, 'hornet 160'],
    ['X-Blade', 'এক্স-ব্লেড', 162, 'm', 2018, undefined, 'xblade'],
    ['CB Trigger', 'সিবি ট্রিগার', 149, 'm', 2013, 2017, 'trigger'],
    ['CBR 150R', 'সিবিআর ১৫০আর', 149, 'm', 2016, undefined, 'cbr150r,cbr'],
    ['CB150R Streetster', 'সিবি১৫০আর স্ট্রিটস্টার', 149, 'm', 2021],
    ['Dio', 'ডিও', 109, 's', 2015],
  ],
  // Hero
  '5': [
    ['Splendor+', 'স্প্লেন্ডার প্লাস', 97, 'm', 2010, undefined, 'splendor plus,splendor'],
    ['Splendor iSmart', 'স্প্লেন্ডার আইস্মার্ট', 113, 'm', 2016],
    ['Super Splendor', 'সুপার স্প্লেন্ডার', 124, 'm', 2018],
    ['HF Deluxe', 'এইচএফ ডিলাক্স', 97, 'm', 2014],
    ['Passion Pro', 'প্যাশন প্রো', 110, 'm', 2014],
    ['Glamour', 'গ্ল্যামার', 125, 'm', 2014, undefined, 'glamor'],
    ['Ignitor', 'ইগনাইটর', 125, 'm', 2016],
    ['Achiever 150', 'অ্যাচিভার ১৫০', 149, 'm', 2016],
    ['Hunk 150R', 'হাঙ্ক ১৫০আর', 149, 'm', 2017, undefined, 'hunk'],
    ['Thriller 160R', 'থ্রিলার ১৬০আর', 163, 'm', 2020],
    ['Xtreme 160R', 'এক্সট্রিম ১৬০আর', 163, 'm', 2021, undefined, 'extreme 160r'],
    ['Xpulse 200', 'এক্সপালস ২০০', 199, 'm', 2023, undefined, 'x pulse 200'],
    ['Maestro Edge', 'মায়েস্ট্রো এজ', 110, 's', 2017, undefined, 'maestro'],
    ['Pleasure+', 'প্লেজার প্লাস', 110, 's', 2019, undefined, 'pleasure plus,pleasure'],
  ],
  // TVS
  '6': [
    ['Apache RTR 160 4V', 'অ্যাপাচি আরটিআর ১৬০ ৪ভি', 159, 'm', 2018, undefined, 'apache 4v,rtr 4v'],
    ['Apache RTR 160', 'অ্যাপাচি আরটিআর ১৬০', 159, 'm', 2012],
    ['Apache RTR 150', 'অ্যাপাচি আরটিআর ১৫০', 150, 'm', 2011, 2017],
    ['Metro Plus', 'মেট্রো প্লাস', 110, 'm', 2015, undefined, 'metro+'],
    ['Metro ES', 'মেট্রো ইএস', 100, 'm', 2013],
    ['Stryker 125', 'স্ট্রাইকার ১২৫', 125, 'm', 2017, undefined, 'striker'],
    ['Raider 125', 'রেইডার ১২৫', 124, 'm', 2022, undefined, 'rider 125'],
    ['Rockz 125', 'রকজ ১২৫', 125, 'm', 2018],
    ['XL 100', 'এক্সএল ১০০', 99, 'm', 2017],
    ['Ntorq 125', 'এনটর্ক ১২৫', 124, 's', 2019, undefined, 'ntork,n torq'],
    ['Wego', 'উইগো', 110, 's', 2016],
    ['Jupiter', 'জুপিটার', 110, 's', 2018],
  ],
  // Runner
  '7': [
    ['Bullet 100', 'বুলেট ১০০', 100, 'm', 2014],
    ['Turbo 125', 'টার্বো ১২৫', 125, 'm', 2016],
    ['Knight Rider 150', 'নাইট রাইডার ১৫০', 150, 'm', 2017, undefined, 'knightrider'],
    ['Royal Plus', 'রয়্যাল প্লাস', 110, 'm', 2015, undefined, 'royal+'],
    ['AD 80S', 'এডি ৮০এস', 80, 'm', 2012],
    ['Kite Plus', 'কাইট প্লাস', 110, 'm', 2018, undefined, 'kite+'],
    ['Bolt 165R', 'বোল্ট ১৬৫আর', 165, 'm', 2020],
    ['Cheetah 100', 'চিতা ১০০', 100, 'm', 2013],
    ['Freedom 100', 'ফ্রিডম ১০০', 100, 'm', 2012],
  ],
  // Walton
  '8': [
    ['Fusion 110', 'ফিউশন ১১০', 110, 'm', 2016],
    ['Xplore 110', 'এক্সপ্লোর ১১০', 110, 'm', 2017, undefined, 'explore 110'],
    ['Stylex 110', 'স্টাইলেক্স ১১০', 110, 'm', 2018],
    ['Prizm 125', 'প্রিজম ১২৫', 125, 'm', 2019, undefined, 'prism 125'],
    ['Leo 100', 'লিও ১০০', 100, 'm', 2015],
    ['Takyon E1', 'ট্যাকিয়ন ই১', null, 'e', 2022, undefined, 'takyon'],
  ],
  // Lifan
  '9': [
    ['KPR 165R', 'কেপিআর ১৬৫আর', 165, 'm', 2018, undefined, 'kpr'],
    ['KP 150', 'কেপি ১৫০', 150, 'm', 2016],
    ['KPT 150 4V', 'কেপিটি ১৫০ ৪ভি', 150, 'm', 2019, undefined, 'kpt'],
    ['KPV 150', 'কেপিভি ১৫০', 150, 'm', 2020],
    ['K19', 'কে১৯', 165, 'm', 2020],
    ['Glint 100', 'গ্লিন্ট ১০০', 100, 'm', 2016],
    ['LF 100', 'এলএফ ১০০', 100, 'm', 2014],
  ],
  // Keeway
  '10': [
    ['RKS 150', 'আরকেএস ১৫০', 150, 'm', 2018],
    ['RKS 100', 'আরকেএস ১০০', 100, 'm', 2018],
    ['RKV 165', 'আরকেভি ১৬৫', 165, 'm', 2021],
    ['Cafe Racer 152', 'ক্যাফে রেসার ১৫২', 152, 'm', 2021, undefined, 'cafe racer'],
    ['Superlight 200', 'সুপারলাইট ২০০', 197, 'm', 2023],
  ],
  // Zongshen
  '11': [
    ['RX1 150', 'আরএক্স১ ১৫০', 150, 'm', 2019],
    ['ZS 125', 'জেডএস ১২৫', 125, 'm', 2016],
    ['ZS 100', 'জেডএস ১০০', 100, 'm', 2015],
    ['Cyclone RX3', 'সাইক্লোন আরএক্স৩', 165, 'm', 2021],
  ],
  // Aprilia
  '12': [
    ['SR 150', 'এসআর ১৫০', 154, 's', 2019],
    ['SR 160', 'এসআর ১৬০', 160, 's', 2022],
    ['Storm 125', 'স্টর্ম ১২৫', 125, 's', 2021],
  ],
  // Vespa
  '13': [
    ['VXL 125', 'ভিএক্সএল ১২৫', 125, 's', 2018],
    ['SXL 150', 'এসএক্সএল ১৫০', 150, 's', 2018],
    ['LX 125', 'এলএক্স ১২৫', 125, 's', 2016],
    ['Notte 125', 'নটে ১২৫', 125, 's', 2020],
  ],
  // KTM
  '14': [
    ['Duke 125', 'ডিউক ১২৫', 124, 'm', 2021],
    ['RC 125', 'আরসি ১২৫', 124, 'm', 2021],
    ['Duke 250', 'ডিউক ২৫০', 248, 'm', 2023],
    ['RC 150', 'আরসি ১৫০', 150, 'm', 2023],
  ],
  // Kawasaki
  '15': [
    ['Ninja 125', 'নিনজা ১২৫', 125, 'm', 2020],
    ['Ninja 250', 'নিনজা ২৫০', 249, 'm', 2023],
    ['KLX 150', 'কেএলএক্স ১৫০', 144, 'm', 2020],
  ],
  // Royal Enfield
  '16': [
    ['Classic 350', 'ক্লাসিক ৩৫০', 349, 'm', 2023],
    ['Hunter 350', 'হান্টার ৩৫০', 349, 'm', 2023],
    ['Meteor 350', 'মিটিয়র ৩৫০', 349, 'm', 2023],
    ['Bullet 350', 'বুলেট ৩৫০', 349, 'm', 2023],
  ],
  // GPX
  '17': [
    ['Demon GR165R', 'ডেমন জিআর১৬৫আর', 165, 'm', 2020, undefined, 'demon 165'],
    ['Demon 150 GN', 'ডেমন ১৫০ জিএন', 150, 'm', 2019],
    ['Legend 150S', 'লেজেন্ড ১৫০এস', 150, 'm', 2020],
  ],
  // Benelli
  '18': [
    ['TNT 15', 'টিএনটি ১৫', 150, 'm', 2019],
    ['RFS 150i', 'আরএফএস ১৫০আই', 150, 'm', 2020],
    ['Leoncino 250', 'লিওনচিনো ২৫০', 249, 'm', 2023],
  ],
  // H Power
  '19': [
    ['Zaara 110', 'জারা ১১০', 110, 'm', 2019],
    ['Sonic 150', 'সনিক ১৫০', 150, 'm', 2020],
  ],
  // Roadmaster
  '20': [
    ['Rapido 165', 'র‍্যাপিডো ১৬৫', 165, 'm', 2021],
    ['Velocity 100', 'ভেলোসিটি ১০০', 100, 'm', 2018],
    ['Prestige 110', 'প্রেস্টিজ ১১০', 110, 'm', 2019],
  ],
  // Dayang
  '21': [
    ['Chase 150', 'চেজ ১৫০', 150, 'm', 2018],
    ['DY 100', 'ডিওয়াই ১০০', 100, 'm', 2015],
    ['DY 125', 'ডিওয়াই ১২৫', 125, 'm', 2016],
  ],
  // Taro
  '22': [
    ['GP 1', 'জিপি ১', 150, 'm', 2021],
    ['Zoom 110', 'জুম ১১০', 110, 'm', 2020],
  ],
  // Mahindra
  '23': [
    ['Centuro', 'সেঞ্চুরো', 110, 'm', 2015],
    ['Gusto 110', 'গাস্টো ১১০', 110, 's', 2016],
  ],
  // UM
  '24': [
    ['Renegade Commando 165', 'রেনেগেড কমান্ডো ১৬৫', 165, 'm', 2021],
    ['Renegade Sports S', 'রেনেগেড স্পোর্টস এস', 165, 'm', 2021],
    ['Xtreet 165R', 'এক্সট্রিট ১৬৫আর', 165, 'm', 2022],
  ],
  // Revoo
  '25': [
    ['C1', 'সি১', null, 'e', 2021],
    ['M1', 'এম১', null, 'e', 2022],
  ],
  // Yadea
  '26': [
    ['G5', 'জি৫', null, 'e', 2021],
    ['T5', 'টি৫', null, 'e', 2022],
    ['E8S', 'ই৮এস', null, 'e', 2022],
  ],
  // Haojue
  '27': [
    ['DR160', 'ডিআর১৬০', 162, 'm', 2021],
    ['NK150', 'এনকে১৫০', 150, 'm', 2019],
    ['KA150', 'কেএ১৫০', 150, 'm', 2019],
    ['TR150', 'টিআর১৫০', 150, 'm', 2020],
  ],
  // CFMoto
  '28': [
    ['150NK', '১৫০এনকে', 150, 'm', 2020],
    ['250NK', '২৫০এনকে', 249, 'm', 2023],
    ['250SR', '২৫০এসআর', 249, 'm', 2023],
  ],
};

const TYPE = { m: 'motorcycle', s: 'scooter', e: 'electric' } as const;

/** 'Pulsar 150 Twin Disc' → 'pulsar-150-twin-disc', 'Splendor+' → 'splendor-plus'. */
export function modelSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, ' plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const STARTUP_MODELS: readonly StartupModel[] = Object.entries(BY_BRAND).flatMap(([brandId, rows]) =>
  rows.map(([name, nameBn, cc, type, from, to, aliases], i) => ({
    id: `${brandId}-${modelSlug(name)}`,
    brandId,
    name,
    nameBn,
    aliases: aliases ?? '',
    engineCc: cc,
    type: TYPE[type],
    yearFrom: from,
    yearTo: to ?? null,
    sortOrder: i + 1,
  })),
);

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The start-up model a bike's name starts with ('FZS V3 ABS' is an FZS V3), the longest such name or
 * other spelling of its brand's; undefined when none.
 */
export function startupModelOf(categoryId: string, productName: string): StartupModel | undefined {
  const key = keyOf(productName);
  let best: { model: StartupModel; length: number } | undefined;
  for (const model of STARTUP_MODELS) {
    if (model.brandId !== categoryId) continue;
    for (const name of [model.name, ...model.aliases.split(',').filter(Boolean)]) {
      const k = keyOf(name);
      if (k && key.startsWith(k) && (!best || k.length > best.length)) best = { model, length: k.length };
    }
  }
  return best?.model;
}
