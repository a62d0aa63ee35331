export { UNSAFE_ADVICE_RULES, type GuidanceOrganisation, type UnsafeAdviceRule } from './rules.js';
export { detectUnsafeAdvice, guidanceNote, practicesAskedAbout, type GuidanceConflict } from './detect.js';
