import { css } from '@emotion/react';
import { Button, FormAlert, SelectField, TextField, cardCss, mq, theme } from '@citylens/shared/ui';
import { PhotoDropZone } from './PhotoDropZone';
import { UploadPhaseStatus, UploadProgress } from './UploadProgress';
import type { UploadPhotoForm as UploadPhotoFormState } from '../hooks/use-upload-photo-form';

/** The kit's card, bordered and laid out as a column (the form and its result). */
export const uploadCardCss = css`
  display: grid;
  gap: ${theme.space[5]}px;
  border: 1px solid ${theme.colors.border};
`;

const fieldsCss = css`
  display: grid;
  gap: ${theme.space[4]}px;
  ${mq.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The upload form: photo, title, creator name and city, with progress while it uploads. */
export function UploadPhotoForm({ form }: { form: UploadPhotoFormState }) {
  const { state, refs, cities, upload, edit, fieldError } = form;
  return (
    <form
      ref={refs.form}
      onSubmit={form.submit}
      noValidate
      aria-label="Upload photo"
      css={[cardCss, uploadCardCss]}
    >
      <PhotoDropZone
        file={state.file}
        onFiles={form.pickFiles}
        onClear={form.clearFile}
        error={fieldError('image')}
        inputRef={refs.image}
      />
      <div css={fieldsCss}>
        <TextField
          ref={refs.title}
          label="Title"
          value={state.title}
          error={fieldError('title')}
          hint="3 to 100 characters"
          onChange={(e) => edit('title')(e.target.value)}
        />
        <TextField
          ref={refs.creator_name}
          label="Creator name"
          value={state.creator}
          error={fieldError('creator_name')}
          hint="2 to 50 characters"
          autoComplete="name"
          onChange={(e) => edit('creator')(e.target.value)}
        />
        <SelectField
          ref={refs.city}
          label="City"
          placeholder={cities.isPending ? 'Loading cities…' : 'Select a city'}
          options={(cities.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name}, ${c.country}`,
          }))}
          value={state.cityId}
          error={fieldError('city')}
          hint={cities.isError ? 'Failed to fetch cities' : undefined}
          onChange={(e) => edit('cityId')(e.target.value)}
        />
      </div>
      {/* An error about no one field (e.g. the server failing) is announced for the form. */}
      {state.error && !state.error.field && <FormAlert>{state.error.message}</FormAlert>}
      {upload.isPending && <UploadProgress percent={upload.progress} />}
      <UploadPhaseStatus uploading={upload.isPending} percent={upload.progress} />
      <div>
        <Button type="submit" loading={upload.isPending} loadingText="Uploading...">
          Upload Photo
        </Button>
      </div>
    </form>
  );
}
