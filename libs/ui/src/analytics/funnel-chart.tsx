import type { FunnelStep } from '@socials/domain';
import { BarChart } from '../chart/bar-chart';

/** The funnel as bars, and each step's share of the one before in words. */
export function FunnelChart({ funnel }: { funnel: readonly FunnelStep[] }) {
  return (
    <div className="flex flex-col gap-3">
      <BarChart
        title="People at each step"
        valueName="People"
        orientation="horizontal"
        data={funnel.map((step) => ({ label: step.label, value: step.count }))}
      />
      <ol className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {funnel.map((step) => (
          <li key={step.step}>
            <span className="font-medium">{step.label}</span>: <span className="tabular-nums">{step.count}</span>
            {step.ofPrevious === null ? null : <span className="text-fg-muted"> ({step.ofPrevious}% of the step before)</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
