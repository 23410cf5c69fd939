import { css } from '@emotion/react';
import { routes } from '@citylens/shared/contracts';
import {
  Breadcrumb,
  Button,
  ButtonLink,
  Card,
  PageContainer,
  PageHeading,
  rowCss,
} from '@citylens/shared/ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { UploadPhotoForm, uploadCardCss } from './UploadPhotoForm';
import { useUploadPhotoForm } from '../hooks/use-upload-photo-form';

export { UPLOAD_SUCCESS, UPLOAD_SUCCESS_CLEAR_MS } from '../hooks/use-upload-photo-form';

/** /lifestyle-photos: upload a lifestyle photo of a city, with a preview and real progress. */
export function UploadPhotoPage() {
  const form = useUploadPhotoForm();
  const { uploadedTo } = form.state;
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
          <Card ref={form.refs.done} tabIndex={-1} aria-label="Upload complete" css={uploadCardCss}>
            <StatusMessage message={form.successMessage} />
            <p
              css={css`
                margin: 0;
              `}
            >
              Your photo is now part of {uploadedTo}&rsquo;s lifestyle gallery.
            </p>
            <div css={rowCss[3]}>
              <ButtonLink to={routes.cityLifestyle.href(uploadedTo)}>
                View My Photo in {uploadedTo}
              </ButtonLink>
              <Button variant="secondary" onClick={form.uploadAnother}>
                Upload Another Photo
              </Button>
            </div>
          </Card>
        ) : (
          <UploadPhotoForm form={form} />
        )}
      </div>
    </PageContainer>
  );
}
