/**
 * The custom lead (gating) form, shown by the item viewer in place of a gated item: the owner's
 * title and fields (labels always visible), validation through the shared `CtaForm` (errors next to
 * their fields, the summary in an alert, the server's 422 field errors where they belong), the owner's submit
 * label, and a close button unless the form is mandatory. A known lead is not asked again for what the board
 * knows (WCAG 3.3.7): known fields are prefilled and hidden, often leaving only the button.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';

import type { Lead } from '../../api/schemas/lead.ts';
import {
  closeForm,
  gatingFieldLabel,
  gatingIntro,
  gatingKnownIntro,
  submitLabel,
  untitledForm,
} from '../../i18n/gating-messages.ts';
import type { LeadPrefill } from '../../model/cta.ts';
import { visibleFieldNames } from '../../model/cta-forms.ts';
import { type GatingFieldName, gatingPrefill, leadKind } from '../../model/gating.ts';
import type { GatingStore } from '../../model/gating-store.ts';
import type { FormField } from '../../model/validation.ts';
import { CtaForm } from '../forms/CtaForm.tsx';
import { CloseButton } from '../shared/CloseButton.tsx';

/** Props of {@link GatingForm}. */
export interface GatingFormProps {
  gating: GatingStore;
  /** The visitor as the server knows them (null while unknown). */
  lead: Lead | null;
  /** What the arrival link says about the visitor; the lead record wins where both know a value. */
  linkPrefill?: LeadPrefill;
}

/** Thrown to the form when the store did not accept a submission without a server error to show. */
class NotAccepted extends Error {
  override readonly name = 'NotAccepted';
}

/** The form, or nothing on a campaign without gating. */
export function GatingForm({ gating, lead, linkPrefill }: GatingFormProps) {
  useSignals();
  const titleId = useId();
  const form = gating.form.value;
  const busy = gating.sending.value;
  if (!form) return null;

  const fields: FormField[] = form.fields.map((field) => ({
    ...field,
    label: field.label || gatingFieldLabel(field.name as GatingFieldName),
  }));
  const prefill = gatingPrefill(lead, linkPrefill);
  const knownLead = leadKind(lead) === 'known';
  const onlyConfirm = knownLead && visibleFieldNames(fields, prefill, true).length === 0;

  // CtaForm shows a rejection's 422 field errors next to their fields, any other as a general error.
  const onSubmit = async (values: Record<string, string>) => {
    const outcome = await gating.submit(values);
    if (!outcome.validation.ok)
      throw outcome.error instanceof Error ? outcome.error : new NotAccepted('The gating form was not accepted');
  };

  return (
    <section className="lb-gating" part="gating-form" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className="lb-gating__header">
        <h3 id={titleId} className="lb-gating__title">
          {form.untitled ? untitledForm() : form.title}
        </h3>
        {!form.mandatory && (
          <CloseButton className="lb-gating__close" label={closeForm()} onClick={() => gating.close()} />
        )}
      </div>
      <p className="lb-gating__intro">{onlyConfirm ? gatingKnownIntro() : gatingIntro()}</p>
      {/* Keyed by the lead: a lead that arrives after the form mounted still prefills it. */}
      <CtaForm
        key={lead?.id ?? 'anonymous'}
        fields={fields}
        prefill={prefill}
        knownLead={knownLead}
        submitLabel={form.submitLabel ?? submitLabel()}
        onSubmit={onSubmit}
      />
    </section>
  );
}
