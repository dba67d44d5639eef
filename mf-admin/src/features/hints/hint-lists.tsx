import { styled, type ApiClient } from '@kompass/shared';
import type { ApplicationTip, LearningTip, Quote } from '@kompass/shared';
import { createHint, type NewHint } from '../../api/create-hint';
import { deleteHint } from '../../api/delete-hint';
import { getHints, hintsQueryKey, type HintKind } from '../../api/get-hints';
import { updateHint } from '../../api/update-hint';
import type { EditableList } from '../../components/editable-list-page';
import type { FormValues } from '../../components/form-dialog';
import { ItemText, ItemTitle } from '../../components/item-list';
import { adminTexts } from '../../texts';

const Emoji = styled.span`
  margin-right: ${({ theme }) => theme.space(2)};
`;

/** Both kinds of tips fail and ask before deleting in the same words. */
const tipFailures = {
  createFailed: adminTexts.tipCreateFailed,
  editFailed: adminTexts.tipEditFailed,
  deleteFailed: adminTexts.tipDeleteFailed,
  confirmDelete: adminTexts.confirmDeleteTip,
};

/** The endpoints of the hints of `kind`, sending the form's values as `toBody` makes them. */
function hintCalls<K extends HintKind>(kind: K, toBody: (values: FormValues) => NewHint<K>) {
  return {
    queryKey: hintsQueryKey(kind),
    list: (api: ApiClient, signal: AbortSignal) => getHints(api, kind, signal),
    create: (api: ApiClient, values: FormValues) => createHint(api, kind, toBody(values)),
    update: (api: ApiClient, hint: { id: string }, values: FormValues) =>
      updateHint(api, kind, hint.id, toBody(values)),
    remove: (api: ApiClient, hint: { id: string }) => deleteHint(api, kind, hint.id),
  };
}

/** `/admin/tips/applications`: both fields required; an edit changes the tip in place. */
export const applicationTipsList: EditableList<ApplicationTip> = {
  title: adminTexts.applicationTips,
  texts: {
    add: adminTexts.newApplicationTip,
    edit: adminTexts.editApplicationTip,
    empty: adminTexts.noApplicationTips,
    ...tipFailures,
  },
  fields: [
    { name: 'shortTip', label: adminTexts.shortTip },
    { name: 'longTip', label: adminTexts.longTip, multiline: true },
  ],
  toValues: ({ shortTip, longTip }) => ({ shortTip, longTip }),
  label: (tip) => tip.shortTip,
  render: (tip) => (
    <>
      <ItemTitle>{tip.shortTip}</ItemTitle>
      <ItemText>{tip.longTip}</ItemText>
    </>
  ),
  ...hintCalls('applications', ({ shortTip = '', longTip = '' }) => ({ shortTip, longTip })),
};

/** `/admin/tips/learning`: emoji, title and description required; edited in its place. */
export const learningTipsList: EditableList<LearningTip> = {
  title: adminTexts.learningTips,
  texts: {
    add: adminTexts.newLearningTip,
    edit: adminTexts.editLearningTip,
    empty: adminTexts.noLearningTips,
    ...tipFailures,
  },
  fields: [
    { name: 'emoji', label: adminTexts.emoji },
    { name: 'title', label: adminTexts.title },
    { name: 'description', label: adminTexts.description, multiline: true },
  ],
  toValues: ({ emoji, title, description }) => ({ emoji, title, description }),
  label: (tip) => tip.title,
  render: (tip) => (
    <>
      <ItemTitle>
        <Emoji aria-hidden="true">{tip.emoji}</Emoji>
        {tip.title}
      </ItemTitle>
      <ItemText>{tip.description}</ItemText>
    </>
  ),
  ...hintCalls('learning', ({ emoji = '', title = '', description = '' }) => ({
    emoji,
    title,
    description,
  })),
};

/** `/admin/quotes`. */
export const quotesList: EditableList<Quote> = {
  title: adminTexts.quotes,
  texts: {
    add: adminTexts.newQuote,
    edit: adminTexts.editQuote,
    empty: adminTexts.noQuotes,
    createFailed: adminTexts.quoteCreateFailed,
    editFailed: adminTexts.quoteEditFailed,
    deleteFailed: adminTexts.quoteDeleteFailed,
    confirmDelete: adminTexts.confirmDeleteQuote,
  },
  fields: [{ name: 'quote', label: adminTexts.quote, multiline: true }],
  toValues: ({ quote }) => ({ quote }),
  label: (quote) => quote.quote,
  render: (quote) => <ItemTitle as="blockquote">{quote.quote}</ItemTitle>,
  ...hintCalls('quotes', ({ quote = '' }) => ({ quote })),
};
