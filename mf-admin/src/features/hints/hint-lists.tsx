import { styled } from '@kompass/shared';
import type { ApplicationTip, LearningTip, Quote } from '@kompass/shared';
import { createHint } from '../../api/create-hint';
import { deleteHint } from '../../api/delete-hint';
import { getHints, hintsQueryKey } from '../../api/get-hints';
import { updateHint } from '../../api/update-hint';
import type { EditableList } from '../../components/editable-list-page';
import { ItemText, ItemTitle } from '../../components/item-list';
import { adminTexts } from '../../texts';

const Emoji = styled.span`
  margin-right: ${({ theme }) => theme.space(2)};
`;

/** `/admin/tips/applications`: both fields required; an edit changes the tip in place. */
export const applicationTipsList: EditableList<ApplicationTip> = {
  title: adminTexts.applicationTips,
  texts: {
    add: adminTexts.newApplicationTip,
    edit: adminTexts.editApplicationTip,
    empty: adminTexts.noApplicationTips,
    createFailed: adminTexts.tipCreateFailed,
    editFailed: adminTexts.tipEditFailed,
    deleteFailed: adminTexts.tipDeleteFailed,
    confirmDelete: adminTexts.confirmDeleteTip,
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
  queryKey: hintsQueryKey('applications'),
  list: (api, signal) => getHints(api, 'applications', signal),
  create: (api, { shortTip = '', longTip = '' }) =>
    createHint(api, 'applications', { shortTip, longTip }),
  update: (api, tip, { shortTip = '', longTip = '' }) =>
    updateHint(api, 'applications', tip.id, { shortTip, longTip }),
  remove: (api, tip) => deleteHint(api, 'applications', tip.id),
};

/** `/admin/tips/learning`: emoji, title and description required; edited in its place. */
export const learningTipsList: EditableList<LearningTip> = {
  title: adminTexts.learningTips,
  texts: {
    add: adminTexts.newLearningTip,
    edit: adminTexts.editLearningTip,
    empty: adminTexts.noLearningTips,
    createFailed: adminTexts.tipCreateFailed,
    editFailed: adminTexts.tipEditFailed,
    deleteFailed: adminTexts.tipDeleteFailed,
    confirmDelete: adminTexts.confirmDeleteTip,
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
  queryKey: hintsQueryKey('learning'),
  list: (api, signal) => getHints(api, 'learning', signal),
  create: (api, { emoji = '', title = '', description = '' }) =>
    createHint(api, 'learning', { emoji, title, description }),
  update: (api, tip, { emoji = '', title = '', description = '' }) =>
    updateHint(api, 'learning', tip.id, { emoji, title, description }),
  remove: (api, tip) => deleteHint(api, 'learning', tip.id),
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
  queryKey: hintsQueryKey('quotes'),
  list: (api, signal) => getHints(api, 'quotes', signal),
  create: (api, { quote = '' }) => createHint(api, 'quotes', { quote }),
  update: (api, item, { quote = '' }) => updateHint(api, 'quotes', item.id, { quote }),
  remove: (api, item) => deleteHint(api, 'quotes', item.id),
};
