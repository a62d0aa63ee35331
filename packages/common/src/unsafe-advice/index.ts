export { UNSAFE_ADVICE_RULES, type GuidanceOrganisation, type UnsafeAdviceRule } from './rules.js';
export { detectUnsafeAdvice, guidanceNote, type GuidanceConflict } from './detect.js';
