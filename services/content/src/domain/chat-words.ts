/**
 * The words of a chat question worth searching the user's saved items with: lower case, letters
 * and digits, at least 3 characters, without the stop words of a question ('how do i get my baby
 * to sleep' → 'baby', 'sleep'), each once, at most 8 (typoSearch reads no more).
 */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren as at be because been before
  being below between both but by can cannot could couldn did didn do does doesn doing don down
  during each few for from further get gets getting got had has have having he her here hers herself
  him himself his how i if in into is isn it its itself just know let lot me more most much must my
  myself need needs no nor not now of off on once only or other ought our ours ourselves out over own
  please really same she should shouldn so some such than thank thanks that the their theirs them
  themselves then there these they this those through to too under until up very was wasn we were
  weren what when where which while who whom why will with won would wouldn you your yours yourself
  yourselves ok okay tell help want wants think thing things way ways anything something normal
  maybe still even ever every lately today yesterday tonight week weeks day days month months old
  year years dont doesnt didnt cant wont isnt arent wasnt im ive id hes shes its theyre youre`.split(/\s+/),
);

export function meaningfulWords(question: string): string[] {
  const words = question
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  return [...new Set(words)].slice(0, 8);
}
