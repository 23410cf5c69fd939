export { UploadPhotoPage as default } from '../features/upload-photo/components/UploadPhotoPage';
