/**
 * Form rules of spec §5. Each returns the spec's message, or null when the value passes.
 * A blank field that is not required passes.
 */
import type { Frame, FrameColor } from '../contracts';

const isBlank = (value: string | null | undefined) => !value || !value.trim();

/** Spec §9 limits. */
export const limits = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  uploadTitleMin: 3,
  uploadTitleMax: 100,
  creatorNameMin: 2,
  creatorNameMax: 50,
  reviewMax: 1000,
  reviewModalMax: 500,
  imageMaxBytes: 10 * 1024 * 1024,
  frameQuantityMin: 1,
  frameQuantityMax: 10,
  searchMinChars: 2,
} as const;

/** A required text's first problem (`value` already trimmed): missing, too short, too long. */
function requiredLength(value: string, name: string, min: number, max: number): string | null {
  if (!value) return `${name} is required`;
  if (value.length < min) return `${name} must be at least ${min} characters long`;
  if (value.length > max) return `${name} must be no more than ${max} characters long`;
  return null;
}

export function validateUsername(username: string): string | null {
  const value = username.trim();
  const lengthError = requiredLength(value, 'Username', limits.usernameMin, limits.usernameMax);
  if (lengthError) return lengthError;
  if (!/^\w+$/.test(value)) return 'Username can only contain letters, numbers, and underscores';
  return null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShape(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

export function validateEmail(email: string): string | null {
  if (isBlank(email)) return 'Email is required';
  if (!isEmailShape(email)) return 'Please enter a valid email address';
  return null;
}

export function validatePassword(password: string): string | null {
  if (!password) return 'Password is required';
  if (password.length < limits.passwordMin) return 'Password must be at least 8 characters long';
  return null;
}

export function validatePasswordConfirm(password: string, confirm: string): string | null {
  if (!confirm) return 'Please confirm your password';
  if (password !== confirm) return 'Passwords do not match';
  return null;
}

export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
}

/** Registration shows the first error only: username, email, password, confirmation. */
export function validateRegistration(form: RegistrationForm): string | null {
  return (
    validateUsername(form.username) ??
    validateEmail(form.email) ??
    validatePassword(form.password) ??
    validatePasswordConfirm(form.password, form.password_confirm)
  );
}

export function validateReviewContent(
  content: string,
  max: number = limits.reviewMax,
): string | null {
  if (isBlank(content)) return 'Review content is required';
  if (content.trim().length > max) return `Review must be no more than ${max} characters long`;
  return null;
}

export function validateCommentContent(content: string): string | null {
  return isBlank(content) ? 'Comment content is required' : null;
}

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Photo file: jpeg, jpg, png or webp, at most 10 MB (spec §5 "Image upload"). */
export function validateImageFile(file: File | undefined | null): string | null {
  if (!file) return 'Please select a file';
  const typeOk = file.type
    ? IMAGE_TYPES.includes(file.type.toLowerCase())
    : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return 'File type not supported. Please select JPEG, JPG, PNG, WEBP files';
  if (file.size > limits.imageMaxBytes) return 'File size must be less than 10MB';
  return null;
}

export interface UploadForm {
  file: File | undefined | null;
  title: string;
  creator_name: string;
  /** City id (a select's value); empty when none is chosen. */
  city: number | string | null | undefined;
}

/**
 * First upload error. The spec gives no texts for title and creator name; these follow the
 * wording of its username rule.
 */
export function validateUpload(form: UploadForm): string | null {
  return firstUploadError(form)?.message ?? null;
}

/** The upload form's fields, in the order the form shows and checks them. */
export const UPLOAD_FIELDS = ['image', 'title', 'creator_name', 'city'] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** The first upload error and the field it is about, so the form can mark and focus that field. */
export function firstUploadError(form: UploadForm): { field: UploadField; message: string } | null {
  const on = (field: UploadField, message: string) => ({ field, message });
  if (!form.file) return on('image', 'Please select a photo to upload.');
  const fileError = validateImageFile(form.file);
  if (fileError) return on('image', fileError);
  const title = form.title?.trim() ?? '';
  const titleError = requiredLength(title, 'Title', limits.uploadTitleMin, limits.uploadTitleMax);
  if (titleError) return on('title', titleError);
  const creator = form.creator_name?.trim() ?? '';
  const creatorError = requiredLength(
    creator,
    'Creator name',
    limits.creatorNameMin,
    limits.creatorNameMax,
  );
  if (creatorError) return on('creator_name', creatorError);
  if (form.city === null || form.city === undefined || String(form.city).trim() === '') {
    return on('city', 'Please select a city');
  }
  return null;
}

/** Reset-password page (spec §5 "Reset"). */
export function validateResetPassword(password: string, confirm: string): string | null {
  if (!password || password.length < limits.passwordMin)
    return 'Password must be at least 8 characters long';
  if (password !== confirm) return 'Passwords do not match';
  return null;
}

export interface ProfilePasswordChange {
  current_password?: string;
  new_password?: string;
  new_password_confirm?: string;
}

/** Checked only when any of the three password fields is filled. */
export function validateProfilePasswordChange(form: ProfilePasswordChange): string | null {
  const { current_password = '', new_password = '', new_password_confirm = '' } = form;
  if (!current_password && !new_password && !new_password_confirm) return null;
  if (!current_password) return 'Current password is required to change password';
  if (!new_password) return 'New password is required';
  if (new_password.length < limits.passwordMin)
    return 'New password must be at least 8 characters long';
  if (new_password !== new_password_confirm) return 'New passwords do not match';
  return null;
}

export function validateDeletePassword(password: string): string | null {
  return isBlank(password) ? 'Please enter your password to confirm deletion' : null;
}

export interface ContactForm {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

export function validateContactForm(form: ContactForm): string | null {
  const filled = [form.fullName, form.email, form.subject, form.message].every((v) => !isBlank(v));
  if (!filled || !form.email.includes('@')) {
    return 'Please fill in all required fields with valid information.';
  }
  return null;
}

export interface FrameSelection {
  frame: Partial<Pick<Frame, 'name' | 'price'>> | null | undefined;
  color: FrameColor | '' | null | undefined;
  quantity: number;
}

/** Frame card before adding to the cart: frame data, colour, then quantity. */
export function validateFrameSelection({ frame, color, quantity }: FrameSelection): string | null {
  if (
    !frame ||
    isBlank(frame.name) ||
    typeof frame.price !== 'number' ||
    !Number.isFinite(frame.price)
  ) {
    return 'Invalid frame data. Please refresh the page and try again.';
  }
  if (color !== 'black' && color !== 'brown') return 'Please select a color to add to cart';
  if (
    !Number.isInteger(quantity) ||
    quantity < limits.frameQuantityMin ||
    quantity > limits.frameQuantityMax
  ) {
    return 'Quantity must be between 1 and 10';
  }
  return null;
}

/** Checkout fields and the labels their "… is required" messages use (spec §5). */
export const checkoutFieldLabels = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip_code: 'ZIP code',
  country: 'Country',
  card_number: 'Card number',
  card_expiry: 'Card expiry',
  card_cvv: 'CVV',
  cardholder_name: 'Cardholder name',
} as const;

export type CheckoutField = keyof typeof checkoutFieldLabels;
export type CheckoutForm = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** Every blank required field with its message; no format checks (spec). Empty map = valid. */
export function validateCheckout(form: Partial<CheckoutForm>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, label] of Object.entries(checkoutFieldLabels) as [CheckoutField, string][]) {
    if (isBlank(form[field])) errors[field] = `${label} is required`;
  }
  return errors;
}

/** Search terms: trimmed, at least 2 non-space characters (spec §5). */
export function normalizeSearchTerm(term: string): string | null {
  const trimmed = term.trim();
  return trimmed.replace(/\s/g, '').length >= limits.searchMinChars ? trimmed : null;
}
