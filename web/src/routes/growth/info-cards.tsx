import { Baby, Ruler, Scale, ShieldAlert } from 'lucide-react';
import { WHO_CREDIT } from '@nestkeep/common/web';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  {
    icon: Scale,
    title: 'Weight',
    text: 'Weigh your baby undressed (or in a dry diaper), on the same scale each time if you can.',
  },
  {
    icon: Ruler,
    title: 'Height/Length',
    text: 'Under 2 years, measure lying flat from the top of the head to the heel with the legs gently straightened. From 2 years, measure standing without shoes.',
  },
  {
    icon: Baby,
    title: 'Head circumference',
    text: 'Wrap a soft tape around the widest part of the head: just above the eyebrows and ears, around the back.',
  },
] as const;

/** Shown while there is no result (spec part 2 §2.10). */
export function HowToCard() {
  return (
    <Card role="region" aria-labelledby="growth-howto-title">
      <CardHeader>
        <CardTitle id="growth-howto-title">How to use the growth calculator</CardTitle>
        <CardDescription>
          Enter your baby's measurements and choose Calculate Percentiles. With a birth date, the results come
          from the {WHO_CREDIT} for children from birth to 5 years.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="space-y-3">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted-foreground">
          A percentile says how many children of the same age and sex measure less: at the 60th percentile, 60
          in 100 are smaller and 40 are larger. Any percentile can be healthy; what matters most is steady
          growth along a curve over time.
        </p>
      </CardContent>
    </Card>
  );
}

/** Medical disclaimers and the WHO credit, always on the page. */
export function MedicalDisclaimer() {
  return (
    <aside
      aria-label="Medical disclaimer"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="h-4 w-4" aria-hidden />
        Medical disclaimer
      </p>
      <p>
        This calculator is for information only and is not medical advice. Percentiles are not a diagnosis: a
        measurement outside the usual range can be perfectly healthy, and only your pediatrician can judge
        your child's growth with a proper examination and earlier measurements.
      </p>
      <p>
        Home measurements are less precise than those taken at the doctor's office. If you are worried,
        contact your pediatrician.
      </p>
      <p>
        Age-based percentiles use the {WHO_CREDIT} (World Health Organization, 2006), which cover children
        from birth to 5 years.
      </p>
    </aside>
  );
}
