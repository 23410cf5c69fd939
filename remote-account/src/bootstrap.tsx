import { startStandalone } from '@citylens/shared/app';
import ProfilePage from './exposed/ProfilePage';
import ResetPasswordPage from './exposed/ResetPasswordPage';
import UploadPhotoPage from './exposed/UploadPhotoPage';
import ReviewsPage from './exposed/ReviewsPage';

void startStandalone({
  remote: 'account',
  pages: { ProfilePage, ResetPasswordPage, UploadPhotoPage, ReviewsPage },
});
