import { createPortal } from 'react-dom';
import type { ChildProfile, MilestoneStage, MilestonesResponse } from '@nestkeep/common/web';
import { categoryLabel } from '@/components/milestones/category';
import { CDC_MILESTONES_URL, DOCTOR_NOTE } from '@/components/milestones/guidance';
import { formatDate } from '@/lib/format';

const PRINT_ID = 'milestone-print-summary';

// Printing shows only the summary: it is a direct child of <body>, so everything else can be hidden
// without hiding it (the app's header and navigation are not this page's to restyle).
const PRINT_CSS = `
#${PRINT_ID} { display: none; }
@media print {
  body > *:not(#${PRINT_ID}) { display: none !important; }
  #${PRINT_ID} { display: block; color: #000; background: #fff; font-size: 11pt; }
  #${PRINT_ID} section { break-inside: avoid-page; }
}`;

/**
 * The stages a check-up is about: those the child has reached or is in, and any later one with
 * something ticked; without an age, the stages with progress (or the first).
 */
export function stagesToPrint(data: MilestonesResponse): MilestoneStage[] {
  const relevant = data.stages.filter(
    (s) => s.status !== 'future' || s.milestones.some((m) => m.progress?.isAchieved),
  );
  if (relevant.length > 0) return relevant;
  return data.stages.filter((s) => s.id === data.currentStageId);
}

/** A plain summary to bring to a check-up: every relevant stage's achieved and not-yet milestones with notes. */
export function PrintSummary({ child, data }: { child: ChildProfile; data: MilestonesResponse }) {
  const stages = stagesToPrint(data);
  return createPortal(
    <div id={PRINT_ID} data-testid="print-summary">
      <style>{PRINT_CSS}</style>
      <h1 style={{ fontSize: '18pt', fontWeight: 700 }}>Milestone summary: {child.name || 'My child'}</h1>
      <p>
        {child.dateOfBirth && <>Born {formatDate(child.dateOfBirth)} · </>}
        {child.ageLabel ?? child.stageLabel} · Printed {formatDate(new Date())}
      </p>
      <p style={{ margin: '8pt 0' }}>{DOCTOR_NOTE}</p>
      {stages.map((stage) => {
        const achieved = stage.milestones.filter((m) => m.progress?.isAchieved);
        const notYet = stage.milestones.filter((m) => !m.progress?.isAchieved);
        return (
          <section key={stage.id} style={{ marginTop: '12pt' }}>
            <h2 style={{ fontSize: '14pt', fontWeight: 700, borderBottom: '1px solid #999' }}>
              {stage.name}: {stage.achievedCount} of {stage.milestones.length} achieved (
              {stage.completionPercentage}%)
            </h2>
            <h3 style={{ fontWeight: 600, marginTop: '6pt' }}>Achieved</h3>
            {achieved.length === 0 ? (
              <p>None ticked yet.</p>
            ) : (
              <ul style={{ listStyle: 'disc', paddingLeft: '16pt' }}>
                {achieved.map((m) => (
                  <li key={m.id}>
                    {m.description} ({categoryLabel(m.category)}
                    {m.progress?.achievedAt ? `, ${formatDate(m.progress.achievedAt)}` : ''})
                    {m.progress?.notes && <div>Note: {m.progress.notes}</div>}
                  </li>
                ))}
              </ul>
            )}
            <h3 style={{ fontWeight: 600, marginTop: '6pt' }}>Not yet</h3>
            {notYet.length === 0 ? (
              <p>All ticked.</p>
            ) : (
              <ul style={{ listStyle: 'circle', paddingLeft: '16pt' }}>
                {notYet.map((m) => (
                  <li key={m.id}>
                    {m.description} ({categoryLabel(m.category)})
                    {m.progress?.notes && <div>Note: {m.progress.notes}</div>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <p style={{ marginTop: '12pt', fontSize: '9pt' }}>
        Checklists: CDC “Learn the Signs. Act Early.” (revised 2022), {CDC_MILESTONES_URL}. Reworded by
        NestKeep.
      </p>
    </div>,
    document.body,
  );
}
