export { ResetPasswordPage as default } from '../features/reset-password/components/ResetPasswordPage';
