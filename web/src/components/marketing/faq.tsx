import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Section } from './brand';
import { FAQ_ITEMS } from './faq-items';

/** FAQ (spec part 1 §2): an accordion where one answer is open at a time and the open one can be closed. */
export function Faq() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Questions parents ask us">
      <Accordion
        type="single"
        collapsible
        className="mx-auto max-w-3xl rounded-2xl border border-border bg-card px-6"
      >
        {FAQ_ITEMS.map((item, i) => (
          <AccordionItem key={item.q} value={`faq-${i}`}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent>{item.a}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
