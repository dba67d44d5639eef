import { Button, IconButton, styled, type NewCompany } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { Fragment, useState } from 'react';
import { AdminDialog } from '../../components/admin-dialog';
import { AssistantTextWarning } from '../../components/assistant-text-warning';
import { missingFieldsMessage } from '../../components/form-dialog';
import { ImageUpload } from '../../components/image-upload';
import { adminTexts } from '../../texts';
import { FieldLabel, FormFields, MultilineInput } from '../../components/form-parts';
import { Fieldset } from '@kompass/shared/layout';

const Group = styled(Fieldset)`
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const ContactRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  & > input {
    flex: 1;
  }
`;

type TextKey = 'name' | 'branch' | 'website' | 'about';

const textFields: { key: TextKey; label: string; type?: string; multiline?: boolean }[] = [
  { key: 'name', label: adminTexts.companyName },
  { key: 'branch', label: adminTexts.branch },
  { key: 'website', label: adminTexts.website, type: 'url' },
  { key: 'about', label: adminTexts.about, multiline: true },
];

/**
 * Creating a company (all fields required, docs/product.md#validation): name, branch, website,
 * about, a logo by upload and the contact methods as a small list of lines, sent as one text.
 * The place is the one optional field (it puts the company's courses in the radius filter).
 */
export function CompanyCreateDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit: (company: NewCompany) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Record<TextKey, string>>({
    name: '',
    branch: '',
    website: '',
    about: '',
  });
  const [location, setLocation] = useState('');
  const [image, setImage] = useState('');
  const [contacts, setContacts] = useState(['']);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as Record<TextKey, string>;
    const contactMethods = contacts.map((line) => line.trim()).filter((line) => line !== '');
    const missing = [
      ...textFields.filter((field) => trimmed[field.key] === '').map((field) => field.label),
      ...(image ? [] : [adminTexts.logo]),
      ...(contactMethods.length ? [] : [adminTexts.contactMethods]),
    ];
    if (missing.length > 0) {
      setProblem(missingFieldsMessage(missing));
      return;
    }
    onSubmit({
      ...trimmed,
      image,
      contactMethods: contactMethods.join('\n'),
      ...(location.trim() ? { location: location.trim() } : {}),
    });
  };

  return (
    <AdminDialog
      title={adminTexts.newCompany}
      actionLabel={adminTexts.create}
      problem={problem}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <FormFields>
        {textFields.map((field) => {
          const common = {
            value: values[field.key],
            required: true,
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field.key]: event.target.value })),
          };
          return (
            <Fragment key={field.key}>
              <FieldLabel>
                {field.label}
                {field.multiline ? (
                  <MultilineInput {...common} />
                ) : (
                  <Input {...common} type={field.type} />
                )}
              </FieldLabel>
              {field.multiline && <AssistantTextWarning text={values[field.key]} />}
            </Fragment>
          );
        })}
        <FieldLabel>
          {adminTexts.companyLocation}
          <Input
            value={location}
            autoComplete="address-level2"
            onChange={(event) => setLocation(event.target.value)}
          />
        </FieldLabel>
        <Group>
          <legend>{adminTexts.logo}</legend>
          <ImageUpload label={adminTexts.logo} value={image} onUploaded={setImage} />
        </Group>
        <Group>
          <legend>{adminTexts.contactMethods}</legend>
          {contacts.map((contact, index) => (
            <ContactRow key={index}>
              <Input
                aria-label={adminTexts.contactMethod(index + 1)}
                placeholder="z. B. Telefon: 0561 123456"
                value={contact}
                onChange={(event) =>
                  setContacts((current) =>
                    current.map((line, at) => (at === index ? event.target.value : line)),
                  )
                }
              />
              {contacts.length > 1 && (
                <IconButton
                  aria-label={adminTexts.removeContactMethod(index + 1)}
                  onClick={() => setContacts((current) => current.filter((_, at) => at !== index))}
                >
                  ✕
                </IconButton>
              )}
            </ContactRow>
          ))}
          <div>
            <Button $variant="ghost" onClick={() => setContacts((current) => [...current, ''])}>
              {adminTexts.addContactMethod}
            </Button>
          </div>
        </Group>
      </FormFields>
    </AdminDialog>
  );
}
