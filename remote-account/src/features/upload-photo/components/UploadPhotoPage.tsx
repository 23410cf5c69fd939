import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@citylens/shared/router';
import { useQuery } from '@citylens/shared/query';
import { routes } from '@citylens/shared/contracts';
import { displayName, firstUploadError, useAuth, validateImageFile } from '@citylens/shared';
import {
  Breadcrumb,
  Button,
  PageContainer,
  PageHeading,
  SelectField,
  TextField,
  mq,
  theme,
} from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { citiesQuery } from '../api/get-cities';
import {
  uploadFailure,
  useUploadPhoto,
  type UploadError,
  type UploadField,
} from '../hooks/use-upload-photo';
import { PhotoDropZone } from './PhotoDropZone';
import { UploadPhaseStatus, UploadProgress } from './UploadProgress';

/** Spec §4 / §9: the success text leaves after 15 s. */
export const UPLOAD_SUCCESS_CLEAR_MS = 15_000;
export const UPLOAD_SUCCESS = 'Photo uploaded successfully!';

const cardCss = css`
  display: grid;
  gap: ${theme.space[5]}px;
  padding: ${theme.space[5]}px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  ${mq.tablet} {
    padding: ${theme.space[6]}px;
  }
`;

/** /lifestyle-photos: upload a lifestyle photo of a city, with a preview and real progress. */
export function UploadPhotoPage() {
  const { user } = useAuth();
  const defaultCreator = user ? displayName(user) : '';
  const cities = useQuery(citiesQuery());
  const upload = useUploadPhoto();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const creatorRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);

  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [creator, setCreator] = useState(defaultCreator);
  const [cityId, setCityId] = useState('');
  // One error at a time (spec §5: the first upload error is shown), on the field it is about.
  const [error, setError] = useState<UploadError | null>(null);
  const [uploadedTo, setUploadedTo] = useState<string | null>(null);
  const success = useTimedMessage();

  // The display name may arrive after the page (session start-up): pre-fill once it does.
  const [creatorTouched, setCreatorTouched] = useState(false);
  useEffect(() => {
    if (!creatorTouched) setCreator(defaultCreator);
  }, [defaultCreator, creatorTouched]);

  const pickFiles = (files: FileList | null) => {
    const first = files?.[0] ?? null; // first file only (spec §5)
    const invalid = validateImageFile(first);
    setError(invalid ? { field: 'image', message: invalid } : null);
    setFile(invalid ? null : first);
  };

  const fieldError = (field: UploadField) => (error?.field === field ? error.message : null);

  /**
   * Shows an error and moves focus to its field, so a screen reader reads the message tied to it.
   * Committed first (flushSync): the field must carry aria-invalid and its message when focused.
   */
  const showError = (next: UploadError) => {
    flushSync(() => setError(next));
    const fields = { image: photoRef, title: titleRef, creator_name: creatorRef, city: cityRef };
    if (next.field) fields[next.field].current?.focus();
  };

  const reset = () => {
    setFile(null);
    setTitle('');
    setCreator(defaultCreator);
    setCreatorTouched(false);
    setCityId('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    // Spec §5: the first upload error is shown, on the field it is about.
    const invalid = firstUploadError({ file, title, creator_name: creator, city: cityId });
    if (invalid) return showError(invalid);
    setError(null);
    if (!file) return;
    const city = cities.data?.find((c) => String(c.id) === cityId);
    if (!city) return showError({ field: 'city', message: 'Please select a city' });
    try {
      await upload.mutateAsync({
        file,
        title: title.trim(),
        creatorName: creator.trim(),
        cityId: city.id,
        cityName: city.name,
      });
      reset();
      setUploadedTo(city.name);
      success.show({ tone: 'success', text: UPLOAD_SUCCESS }, UPLOAD_SUCCESS_CLEAR_MS);
      // The result takes the place of the form: bring it into view and focus.
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      showError(uploadFailure(err));
    }
  };

  const uploadAnother = () => {
    setUploadedTo(null);
    success.clear();
    upload.reset();
    // Back to the start of the form for the next photo.
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
  };

  return (
    <PageContainer narrow>
      <Breadcrumb
        items={[{ label: 'Home', href: routes.home.href() }, { label: 'Upload Photo' }]}
      />
      <PageHeading
        title="Upload Lifestyle Photo"
        subtitle="Share a moment of everyday life in a city with the CityLens community."
      />
      <div>
        {uploadedTo ? (
          <section ref={doneRef} tabIndex={-1} aria-label="Upload complete" css={cardCss}>
            <StatusMessage message={success.message} />
            <p
              css={css`
                margin: 0;
              `}
            >
              Your photo is now part of {uploadedTo}&rsquo;s lifestyle gallery.
            </p>
            <div
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: ${theme.space[3]}px;
              `}
            >
              <Link
                to={routes.cityLifestyle.href(uploadedTo)}
                css={css`
                  display: inline-flex;
                  align-items: center;
                  min-height: 44px;
                  padding: 0 ${theme.space[5]}px;
                  border-radius: ${theme.radii.md};
                  background: ${theme.colors.primary};
                  color: ${theme.colors.textInverse};
                  font-weight: 600;
                  text-decoration: none;
                  &:hover {
                    background: ${theme.colors.primaryHover};
                  }
                `}
              >
                View My Photo in {uploadedTo}
              </Link>
              <Button variant="secondary" onClick={uploadAnother}>
                Upload Another Photo
              </Button>
            </div>
          </section>
        ) : (
          <form ref={formRef} onSubmit={submit} noValidate aria-label="Upload photo" css={cardCss}>
            <PhotoDropZone
              file={file}
              onFiles={pickFiles}
              onClear={() => setFile(null)}
              error={fieldError('image')}
              inputRef={photoRef}
            />
            <div
              css={css`
                display: grid;
                gap: ${theme.space[4]}px;
                ${mq.tablet} {
                  grid-template-columns: 1fr 1fr;
                }
              `}
            >
              <TextField
                ref={titleRef}
                label="Title"
                value={title}
                error={fieldError('title')}
                hint="3 to 100 characters"
                onChange={(e) => {
                  setTitle(e.target.value);
                  setError(null);
                }}
              />
              <TextField
                ref={creatorRef}
                label="Creator name"
                value={creator}
                error={fieldError('creator_name')}
                hint="2 to 50 characters"
                autoComplete="name"
                onChange={(e) => {
                  setCreator(e.target.value);
                  setCreatorTouched(true);
                  setError(null);
                }}
              />
              <SelectField
                ref={cityRef}
                label="City"
                placeholder={cities.isPending ? 'Loading cities…' : 'Select a city'}
                options={(cities.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: `${c.name}, ${c.country}`,
                }))}
                value={cityId}
                error={fieldError('city')}
                hint={cities.isError ? 'Failed to fetch cities' : undefined}
                onChange={(e) => {
                  setCityId(e.target.value);
                  setError(null);
                }}
              />
            </div>
            {/* An error about no one field (e.g. the server failing) is announced for the form. */}
            {error && !error.field && (
              <p
                role="alert"
                css={css`
                  margin: 0;
                  padding: ${theme.space[3]}px ${theme.space[4]}px;
                  border-radius: ${theme.radii.md};
                  background: ${theme.colors.dangerSoft};
                  color: ${theme.colors.danger};
                  font-weight: 600;
                `}
              >
                {error.message}
              </p>
            )}
            {upload.isPending && <UploadProgress percent={upload.progress} />}
            <UploadPhaseStatus uploading={upload.isPending} percent={upload.progress} />
            <div>
              <Button type="submit" loading={upload.isPending} loadingText="Uploading...">
                Upload Photo
              </Button>
            </div>
          </form>
        )}
      </div>
    </PageContainer>
  );
}
