import { trimesterWeeksText } from '../pregnancy.js';

/**
 * Week-by-week and trimester information for the due date calculator (part 2 §3), written for
 * NestKeep in line with ACOG's and the NHS's pregnancy guidance. Sizes are typical averages:
 * crown-to-rump length to week 20, crown-to-heel from then on, as the usual pregnancy charts give
 * them. General information, not medical advice.
 */

export interface WeeklyInfo {
  week: number;
  title: string;
  babySize: string;
  comparison: string;
  developments: string[];
  maternalChanges: string[];
  tips: string[];
  /** An emoji of the size comparison. */
  icon: string;
}

export interface TrimesterInfo {
  name: string;
  weeks: string;
  keyHighlights: string[];
  commonSymptoms: string[];
  importantTests: string[];
  nutrition: string[];
}

export const WEEKLY_INFO: readonly WeeklyInfo[] = [
  {
    week: 4,
    title: 'Implantation',
    babySize: 'About 1 mm',
    comparison: 'a poppy seed',
    developments: [
      'The ball of cells has settled into the lining of the womb.',
      'The placenta and the amniotic sac begin to form.',
    ],
    maternalChanges: [
      'Your period is due around now; a home test can turn positive.',
      'Some people notice light spotting, tiredness or tender breasts.',
    ],
    tips: [
      'Take 400 micrograms of folic acid every day until week 12.',
      'Stop alcohol and smoking, and check any medicines with a pharmacist or doctor.',
    ],
    icon: '🌱',
  },
  {
    week: 8,
    title: 'A heartbeat on the scan',
    babySize: 'About 1.6 cm',
    comparison: 'a raspberry',
    developments: [
      'The heart beats and can often be seen on an early ultrasound.',
      'Arms and legs are growing, with the first hint of fingers and toes.',
    ],
    maternalChanges: [
      'Nausea, with or without vomiting, is common and often peaks around weeks 8 to 10.',
      'Needing to pass urine more often and feeling very tired are normal.',
    ],
    tips: [
      'Book your first prenatal (booking) appointment if you have not yet.',
      'Small, frequent meals and plain snacks can ease nausea; call your doctor if you cannot keep fluids down.',
    ],
    icon: '🫐',
  },
  {
    week: 12,
    title: 'Nearing the second trimester',
    babySize: 'About 5.4 cm, 14 g',
    comparison: 'a lime',
    developments: [
      'All the major organs have formed and keep growing from now on.',
      'Fingernails are forming and the baby moves, though you cannot feel it yet.',
    ],
    maternalChanges: [
      'Nausea and tiredness often begin to ease.',
      'The womb is rising above the pubic bone.',
    ],
    tips: [
      'The dating scan and the first-trimester screening are usually offered around now.',
      'Many people share their news from about this point.',
    ],
    icon: '🍋',
  },
  {
    week: 16,
    title: 'Growing fast',
    babySize: 'About 11.6 cm, 100 g',
    comparison: 'an avocado',
    developments: [
      'The baby can make facial expressions and the eyes move slowly.',
      'The skeleton is hardening from cartilage into bone.',
    ],
    maternalChanges: [
      'Many people have more energy in the second trimester.',
      'Some feel the first flutters of movement between 16 and 20 weeks, often later in a first pregnancy.',
    ],
    tips: [
      'Sleeping on your side from now on is comfortable; a pillow between the knees helps.',
      'Keep active: about 150 minutes of moderate exercise a week is recommended if your pregnancy is uncomplicated.',
    ],
    icon: '🥑',
  },
  {
    week: 20,
    title: 'Halfway there',
    babySize: 'About 25 cm head to heel, 300 g',
    comparison: 'a banana',
    developments: [
      'The baby can hear sounds such as your heartbeat and voice.',
      'A creamy coating (vernix) protects the skin.',
    ],
    maternalChanges: [
      'The top of the womb is around the level of your belly button.',
      'Movements become clearer; back ache and leg cramps are common.',
    ],
    tips: [
      'The anatomy (mid-pregnancy) scan checks how the baby is developing, usually between 18 and 22 weeks.',
      'Ask about the whooping cough (pertussis) vaccine, offered from about 16 to 32 weeks.',
    ],
    icon: '🍌',
  },
  {
    week: 24,
    title: 'Viability',
    babySize: 'About 30 cm, 600 g',
    comparison: 'an ear of corn',
    developments: [
      'The lungs are developing the branches they will need to breathe.',
      'The baby has regular times of sleep and activity.',
    ],
    maternalChanges: [
      'Your bump is clearly showing; stretch marks may appear.',
      'Some people feel practice (Braxton Hicks) tightenings.',
    ],
    tips: [
      'The glucose test for gestational diabetes is usually done between 24 and 28 weeks.',
      'From now on, tell your maternity team straight away if the baby moves less than usual.',
    ],
    icon: '🌽',
  },
  {
    week: 28,
    title: 'Third trimester',
    babySize: 'About 37 cm, 1 kg',
    comparison: 'an aubergine (eggplant)',
    developments: [
      'The eyes can open and close and sense light.',
      'The baby is laying down fat and the brain is growing quickly.',
    ],
    maternalChanges: [
      'Shortness of breath, heartburn and trouble sleeping are common.',
      'Swollen ankles are common; sudden swelling of the face or hands is not, so report it.',
    ],
    tips: [
      'If your blood group is Rh negative, the anti-D injection is usually offered around now.',
      'Go to sleep on your side: it is safer for the baby in the third trimester.',
    ],
    icon: '🍆',
  },
  {
    week: 32,
    title: 'Practising to breathe',
    babySize: 'About 42 cm, 1.7 kg',
    comparison: 'a squash',
    developments: [
      'The baby practises breathing movements and swallowing.',
      'Toenails and fingernails have grown; most babies turn head down by 36 weeks.',
    ],
    maternalChanges: [
      'The womb presses on the stomach and lungs, so smaller meals may help.',
      'Tiredness often returns in the last weeks.',
    ],
    tips: [
      'Write a birth plan and talk it through with your midwife or doctor.',
      'Learn the signs of preeclampsia: bad headache, vision problems, pain under the ribs, sudden swelling.',
    ],
    icon: '🎃',
  },
  {
    week: 36,
    title: 'Getting into position',
    babySize: 'About 47 cm, 2.6 kg',
    comparison: 'a honeydew melon',
    developments: [
      'The baby may move down into the pelvis (engage), often earlier in a first pregnancy.',
      'The lungs are nearly mature and the baby keeps gaining about 200 g a week.',
    ],
    maternalChanges: [
      'Breathing may get easier once the baby drops, while you pass urine more often.',
      'Tightenings may come more often; regular, painful ones are a reason to call.',
    ],
    tips: [
      'Pack your hospital bag and fit the car seat.',
      'The Group B strep test is offered in some countries around 36 to 37 weeks.',
    ],
    icon: '🍈',
  },
  {
    week: 40,
    title: 'Due date',
    babySize: 'About 51 cm, 3.4 kg',
    comparison: 'a small watermelon',
    developments: [
      'The baby is fully developed and ready to be born.',
      'Most of the protective vernix has gone, though some may remain at birth.',
    ],
    maternalChanges: [
      'Signs of labour: regular painful contractions, waters breaking, a "show" of mucus.',
      'Only about 1 in 20 babies is born on the due date; most arrive between 37 and 42 weeks.',
    ],
    tips: [
      'Call your maternity unit if your waters break, you bleed, or the baby moves less.',
      'If you pass 41 weeks, your team will talk about a membrane sweep or induction.',
    ],
    icon: '🍉',
  },
];

export const TRIMESTER_INFO: readonly TrimesterInfo[] = [
  {
    name: 'First Trimester',
    weeks: trimesterWeeksText(1),
    keyHighlights: [
      'Every major organ forms',
      'The heartbeat can be seen on an ultrasound',
      'The risk of miscarriage falls by the end',
      'The dating scan confirms your due date',
    ],
    commonSymptoms: ['Nausea and vomiting', 'Tiredness', 'Tender breasts', 'Passing urine more often'],
    importantTests: [
      'Blood tests (blood group, anaemia, infections)',
      'Dating ultrasound',
      'First-trimester screening or cell-free DNA test (optional)',
    ],
    nutrition: [
      'Folic acid 400 micrograms a day',
      'No alcohol; caffeine under 200 mg a day',
      'Avoid unpasteurised cheese, raw or undercooked meat and eggs',
    ],
  },
  {
    name: 'Second Trimester',
    weeks: trimesterWeeksText(2),
    keyHighlights: [
      'Energy often returns',
      'You feel the first movements',
      'The anatomy scan at about 20 weeks',
      'The baby can hear your voice',
    ],
    commonSymptoms: ['Back ache', 'Heartburn', 'Leg cramps', 'Skin changes and stretch marks'],
    importantTests: [
      'Anatomy ultrasound (18-22 weeks)',
      'Glucose test for gestational diabetes (24-28 weeks)',
      'Blood pressure and urine checks at each visit',
    ],
    nutrition: [
      'Iron-rich foods with vitamin C to absorb them',
      'About 340 extra calories a day',
      'Calcium from dairy or fortified foods',
    ],
  },
  {
    name: 'Third Trimester',
    weeks: trimesterWeeksText(3),
    keyHighlights: [
      'The baby gains most of the birth weight',
      'Movements to keep an eye on every day',
      'Early term from 37 weeks, full term from 39',
      'Getting ready for labour and birth',
    ],
    commonSymptoms: [
      'Shortness of breath',
      'Swollen ankles',
      'Trouble sleeping',
      'Practice (Braxton Hicks) contractions',
    ],
    importantTests: [
      'Anti-D for Rh-negative mothers (about 28 weeks)',
      'Growth and position checks',
      'Group B strep test where offered (36-37 weeks)',
    ],
    nutrition: [
      'About 450 extra calories a day',
      'Smaller, more frequent meals for heartburn',
      'Vitamin D 10 micrograms a day',
    ],
  },
];
