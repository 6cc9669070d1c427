import { Check, X } from 'lucide-react';
import { NeedsNetworkNote, OnlineOnlyButton } from '../../../components/online-only';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import type { Decision } from '../api';

/** The supplier's answer to a join or purchase request: what the retailer will read with it. */
export function ResponseField(props: {
  id: string;
  testId: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Textarea
        dir={props.value ? 'auto' : undefined}
        id={props.id}
        data-testid={props.testId}
        className="min-h-16"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/** Reject and Approve of a pending request, online only; both wait while one is being sent. */
export function DecisionButtons(props: {
  testIdPrefix: 'join' | 'purchase';
  deciding: Decision | null;
  onDecide: (decision: Decision) => void;
  labels: Record<Decision, string>;
  approveDisabled?: boolean;
}) {
  const { testIdPrefix, deciding, onDecide, labels } = props;
  return (
    <>
      <NeedsNetworkNote />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <OnlineOnlyButton
          variant="outline"
          onClick={() => onDecide('reject')}
          loading={deciding === 'reject'}
          disabled={deciding !== null}
          data-testid={`${testIdPrefix}-reject`}
        >
          <X className="size-4" aria-hidden="true" />
          {labels.reject}
        </OnlineOnlyButton>
        <OnlineOnlyButton
          onClick={() => onDecide('approve')}
          loading={deciding === 'approve'}
          disabled={deciding !== null || props.approveDisabled === true}
          data-testid={`${testIdPrefix}-approve`}
        >
          <Check className="size-4" aria-hidden="true" />
          {labels.approve}
        </OnlineOnlyButton>
      </div>
    </>
  );
}
