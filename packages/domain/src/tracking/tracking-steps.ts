// Order tracking steps, spec §4 "Tracking steps: paid (Lunas), accepted (Diproses), pickedup (Dikirim), delivered (Sampai)" (decision 0018).

/** The four tracking steps of spec §4, in order, with their Indonesian labels. */
export const TRACKING_STEPS = [
  { status: 'paid', label: 'Lunas' },
  { status: 'accepted', label: 'Diproses' },
  { status: 'pickedup', label: 'Dikirim' },
  { status: 'delivered', label: 'Sampai' },
] as const;

/** One tracking status of spec §4. */
export type TrackingStepStatus = (typeof TRACKING_STEPS)[number]['status'];

/** A tracking step as a screen shows it: label, and whether the order has reached it. */
export interface TrackingStepView {
  readonly status: TrackingStepStatus;
  readonly label: string;
  readonly reached: boolean;
}

function stepIndex(status: string | null | undefined): number {
  const normal = (status ?? '').trim().toLowerCase();
  return TRACKING_STEPS.findIndex((s) => s.status === normal);
}

/** The four steps with each marked reached when it is at or before the current status. */
export function trackingSteps(status: string | null | undefined): TrackingStepView[] {
  const current = stepIndex(status);
  return TRACKING_STEPS.map((s, i) => ({ status: s.status, label: s.label, reached: i <= current }));
}
