// The PQR form on the shared field rules (src/forms): type, subject, description, contact preference and an
// optional attachment checked on the device. A failed send keeps everything, the file included.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PQR_ATTACHMENT_TYPES } from '../../../core/constants.ts';
import { ApiError, errorMessage, ShownError } from '../../../core/errors/error-message.ts';
import { withTimeout } from '../../../core/loading/use-remote.ts';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, minLength, required } from '../../../forms/rules.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { FileField } from '../../../ui/file-field.tsx';
import { Send } from '../../../ui/icons.ts';
import { Select } from '../../../ui/select.tsx';
import { TextArea } from '../../../ui/text-area.tsx';
import { formatBytes, pqrTexts as t } from '../../../i18n/support-pqr.ts';
import { createPqr } from '../api/create-pqr.ts';
import type { ContactPreference, PqrType } from '../api/pqr-types.ts';
import { attachmentError, contentTypeOf, readBase64 } from '../attachment.ts';
import { stack } from '../styles.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const options = <K extends string>(labels: Record<K, string>) => Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

export function PqrForm({ customerId }: { customerId: string }) {
  const [, navigate] = useLocation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm({
    id: 'pqr',
    initial: { type: '', subject: '', description: '', contact_preference: '' },
    rules: {
      type: [required(t.requiredField)],
      subject: [required(), minLength(5), maxLength(120)],
      description: [required(), minLength(20), maxLength(2000)],
      contact_preference: [required(t.requiredField)],
    },
    draft: { key: 'pqr-new' },
    async onSubmit(values) {
      if (fileError) throw new ShownError(fileError);
      const attachment = file ? { file_name: file.name, content_type: contentTypeOf(file), data: await readBase64(file) } : null;
      const pqr = await withTimeout(
        createPqr({
          customer_id: customerId,
          type: values.type as PqrType,
          subject: values.subject.trim(),
          description: values.description.trim(),
          contact_preference: values.contact_preference as ContactPreference,
          attachment,
        }),
      ).catch((error: unknown) => {
        // A 422 keeps its field messages; a server that never answers gets words too.
        throw error instanceof ApiError ? error : new ShownError(errorMessage(error));
      });
      form.clearDraft();
      navigate(withinArea(paths.pqr(pqr.id, '?creada=1')));
    },
  });

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen ? attachmentError(chosen) : undefined);
  };

  return (
    <form noValidate onSubmit={form.submit} className={stack}>
      <Select label={t.type} placeholder={t.typePlaceholder} options={options(t.types)} {...form.field('type')} />
      <Field label={t.subject} hint={t.subjectHint} maxLength={120} {...form.field('subject')} />
      <TextArea label={t.description} hint={t.descriptionHint} maxLength={2000} {...form.field('description')} />
      <Select label={t.contact} placeholder={t.contactPlaceholder} options={options(t.contacts)} {...form.field('contact_preference')} />
      <FileField
        id="pqr-attachment"
        label={t.attachment}
        hint={t.attachmentHint}
        accept={['.pdf', '.jpg', '.jpeg', '.png', ...PQR_ATTACHMENT_TYPES].join(',')}
        error={fileError}
        chosen={file && !fileError ? t.attachmentChosen(file.name, formatBytes(file.size)) : undefined}
        buttonLabel={t.chooseFile}
        removeLabel={t.removeAttachment}
        onFile={pick}
      />
      {form.failure && <Alert type="danger" message={form.failure} />}
      <Button type="submit" icon={Send} loading={form.submitting} fullWidth>
        {t.submit}
      </Button>
    </form>
  );
}
