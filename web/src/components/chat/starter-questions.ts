/**
 * Suggested first questions for an empty thread, by the child's stage now (issue 8 point 8).
 * Each is a question the trusted guidance answers (checked against the real knowledge base:
 * a starter answered with 'nothing relevant' is worse than none).
 */
const STARTERS: Record<string, readonly string[]> = {
  'trying-to-conceive': [
    'Which vitamins should I take while trying to conceive?',
    'How can I work out my most fertile days?',
    'What lifestyle changes help when trying for a baby?',
  ],
  'pregnant-1st': [
    'What foods should I avoid in early pregnancy?',
    'How can I cope with morning sickness?',
    'Which warning signs in the first trimester need a doctor?',
  ],
  'pregnant-2nd': [
    'When should I start feeling my baby move?',
    'How much weight gain is normal in the second trimester?',
    'What exercise is safe during pregnancy?',
  ],
  'pregnant-3rd': [
    'What are the signs that labour is starting?',
    "How can I keep track of my baby's movements?",
    'What should I pack in my hospital bag?',
  ],
  'labor-birth': [
    'What are the early signs of labour?',
    'When should I go to the hospital during labour?',
    'How can I recover well after giving birth?',
  ],
  'postpartum-recovery': [
    'How long does postpartum bleeding last?',
    'How can I tell baby blues from postpartum depression?',
    'When is it safe to start exercising after birth?',
  ],
  newborn: [
    'How much sleep does a newborn need?',
    'How do I know if my baby is getting enough milk?',
    'How should I put my baby down to sleep safely?',
    'How can I soothe a crying baby?',
  ],
  infant: [
    'When and how should I start solid foods?',
    'How can I help my baby through teething?',
    'What milestones should my baby reach this year?',
    'How should I introduce allergy foods?',
  ],
  toddler: [
    'How should I deal with toddler tantrums?',
    'When is my toddler ready for potty training?',
    'How much screen time should a toddler have?',
    'How can I help my picky eater?',
  ],
  preschool: [
    'How much sleep does a preschooler need?',
    "How can I manage my child's tantrums?",
    "How should I look after my child's teeth?",
    'How much screen time should my child have?',
  ],
};
STARTERS.preschooler = STARTERS.preschool;

/** The starter questions for a stage; newborn ones when the stage is unknown. */
export function starterQuestions(stage: string | undefined): readonly string[] {
  return (stage && STARTERS[stage]) || STARTERS.newborn;
}
