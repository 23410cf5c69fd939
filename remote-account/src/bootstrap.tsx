import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, session } from '@citylens/shared';
import { StandaloneShell } from '@citylens/shared/app';
import ProfilePage from './exposed/ProfilePage';
import ResetPasswordPage from './exposed/ResetPasswordPage';
import UploadPhotoPage from './exposed/UploadPhotoPage';
import ReviewsPage from './exposed/ReviewsPage';

/** Standalone dev shell: this remote alone on its own port, with the same providers and bus. */
async function start() {
  await loadRuntimeConfig();
  void session.init();
  const root = document.getElementById('root');
  if (!root) throw new Error('page has no #root element');
  createRoot(root).render(
    <StandaloneShell
      remote="account"
      pages={{ ProfilePage, ResetPasswordPage, UploadPhotoPage, ReviewsPage }}
    />,
  );
}

void start();
