import {
  normalizeSearchTerm,
  validateCheckout,
  validateCommentContent,
  validateContactForm,
  validateDeletePassword,
  validateEmail,
  validateFrameSelection,
  validateImageFile,
  validatePassword,
  validatePasswordConfirm,
  validateProfilePasswordChange,
  validateRegistration,
  validateResetPassword,
  validateReviewContent,
  validateUpload,
  firstUploadError,
  validateUsername,
  type UploadForm,
} from './validation';
import { validRegistration } from '../testing/session-fixtures';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

test('username', () => {
  expect(validateUsername('')).toBe('Username is required');
  expect(validateUsername('ab')).toBe('Username must be at least 3 characters long');
  expect(validateUsername('a'.repeat(31))).toBe('Username must be no more than 30 characters long');
  expect(validateUsername('mara li')).toBe(
    'Username can only contain letters, numbers, and underscores',
  );
  expect(validateUsername('mara-li')).toBe(
    'Username can only contain letters, numbers, and underscores',
  );
  expect(validateUsername('mara_Li9')).toBeNull();
  expect(validateUsername('a'.repeat(30))).toBeNull();
});

test('email', () => {
  expect(validateEmail('')).toBe('Email is required');
  expect(validateEmail('mara@')).toBe('Please enter a valid email address');
  expect(validateEmail('mara@example')).toBe('Please enter a valid email address');
  expect(validateEmail('mara@example.com')).toBeNull();
});

test('password and confirmation', () => {
  expect(validatePassword('')).toBe('Password is required');
  expect(validatePassword('1234567')).toBe('Password must be at least 8 characters long');
  expect(validatePassword('12345678')).toBeNull();
  expect(validatePasswordConfirm('12345678', '')).toBe('Please confirm your password');
  expect(validatePasswordConfirm('12345678', '12345679')).toBe('Passwords do not match');
  expect(validatePasswordConfirm('12345678', '12345678')).toBeNull();
});

test('registration shows the first error only, in field order', () => {
  const ok = validRegistration;
  expect(
    validateRegistration({ username: '', email: '', password: '', password_confirm: '' }),
  ).toBe('Username is required');
  expect(validateRegistration({ ...ok, email: 'bad', password: '' })).toBe(
    'Please enter a valid email address',
  );
  expect(validateRegistration({ ...ok, password: 'short', password_confirm: 'x' })).toBe(
    'Password must be at least 8 characters long',
  );
  expect(validateRegistration({ ...ok, password_confirm: 'other' })).toBe('Passwords do not match');
  expect(validateRegistration(ok)).toBeNull();
});

test('review and comment content', () => {
  expect(validateReviewContent('   ')).toBe('Review content is required');
  expect(validateReviewContent('a'.repeat(1001))).toBe(
    'Review must be no more than 1000 characters long',
  );
  expect(validateReviewContent('a'.repeat(1000))).toBeNull();
  expect(validateReviewContent('a'.repeat(501), 500)).toBe(
    'Review must be no more than 500 characters long',
  );
  expect(validateCommentContent(' ')).toBe('Comment content is required');
  expect(validateCommentContent('Nice')).toBeNull();
});

test('image file', () => {
  expect(validateImageFile(undefined)).toBe('Please select a file');
  expect(validateImageFile(file('a.gif', 'image/gif'))).toBe(
    'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
  );
  expect(validateImageFile(file('a.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(
    'File size must be less than 10MB',
  );
  for (const [name, type] of [
    ['a.jpg', 'image/jpeg'],
    ['a.jpg', 'image/jpg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
  ] as const) {
    expect(validateImageFile(file(name, type, 10 * 1024 * 1024))).toBeNull();
  }
});

test('upload: first error in order photo, title, creator, city', () => {
  const ok = { file: file('a.jpg', 'image/jpeg'), title: 'Sunset', creator_name: 'Mara', city: 3 };
  expect(validateUpload({ ...ok, file: undefined, title: '' })).toBe(
    'Please select a photo to upload.',
  );
  expect(validateUpload({ ...ok, file: file('a.bmp', 'image/bmp') })).toBe(
    'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
  );
  expect(validateUpload({ ...ok, title: '' })).toBe('Title is required');
  expect(validateUpload({ ...ok, title: 'ab' })).toBe('Title must be at least 3 characters long');
  expect(validateUpload({ ...ok, title: 'a'.repeat(101) })).toBe(
    'Title must be no more than 100 characters long',
  );
  expect(validateUpload({ ...ok, creator_name: '' })).toBe('Creator name is required');
  expect(validateUpload({ ...ok, creator_name: 'M' })).toBe(
    'Creator name must be at least 2 characters long',
  );
  expect(validateUpload({ ...ok, creator_name: 'a'.repeat(51) })).toBe(
    'Creator name must be no more than 50 characters long',
  );
  expect(validateUpload({ ...ok, city: '' })).toBe('Please select a city');
  expect(validateUpload(ok)).toBeNull();
});

test('upload: the first error names its field, so the form marks and focuses that one', () => {
  const ok = { file: file('a.jpg', 'image/jpeg'), title: 'Sunset', creator_name: 'Mara', city: 3 };
  const fieldOf = (form: UploadForm) => firstUploadError(form)?.field;
  expect(fieldOf({ ...ok, file: undefined, title: '' })).toBe('image');
  expect(fieldOf({ ...ok, file: file('a.bmp', 'image/bmp') })).toBe('image');
  expect(fieldOf({ ...ok, title: 'ab', creator_name: '' })).toBe('title');
  expect(fieldOf({ ...ok, creator_name: 'a'.repeat(51) })).toBe('creator_name');
  expect(fieldOf({ ...ok, city: '' })).toBe('city');
  expect(firstUploadError(ok)).toBeNull();
});

test('reset password page', () => {
  expect(validateResetPassword('short', 'short')).toBe(
    'Password must be at least 8 characters long',
  );
  expect(validateResetPassword('longpass1', 'longpass2')).toBe('Passwords do not match');
  expect(validateResetPassword('longpass1', 'longpass1')).toBeNull();
});

test('profile password change is checked only when a field is filled', () => {
  expect(validateProfilePasswordChange({})).toBeNull();
  expect(validateProfilePasswordChange({ new_password: 'longpass1' })).toBe(
    'Current password is required to change password',
  );
  expect(validateProfilePasswordChange({ current_password: 'old' })).toBe(
    'New password is required',
  );
  expect(validateProfilePasswordChange({ current_password: 'old', new_password: 'short' })).toBe(
    'New password must be at least 8 characters long',
  );
  expect(
    validateProfilePasswordChange({
      current_password: 'old',
      new_password: 'longpass1',
      new_password_confirm: 'x',
    }),
  ).toBe('New passwords do not match');
  expect(
    validateProfilePasswordChange({
      current_password: 'old',
      new_password: 'longpass1',
      new_password_confirm: 'longpass1',
    }),
  ).toBeNull();
});

test('account deletion password', () => {
  expect(validateDeletePassword('')).toBe('Please enter your password to confirm deletion');
  expect(validateDeletePassword('x')).toBeNull();
});

test('contact form', () => {
  const ok = { fullName: 'Mara', email: 'm@x', subject: 'Hi', message: 'Hello' };
  const msg = 'Please fill in all required fields with valid information.';
  expect(validateContactForm({ ...ok, subject: ' ' })).toBe(msg);
  expect(validateContactForm({ ...ok, email: 'mara.example.com' })).toBe(msg);
  expect(validateContactForm(ok)).toBeNull();
});

test('frame selection', () => {
  const frame = { name: 'Oak', price: 29.99 };
  expect(validateFrameSelection({ frame: { name: '' }, color: 'black', quantity: 1 })).toBe(
    'Invalid frame data. Please refresh the page and try again.',
  );
  expect(validateFrameSelection({ frame, color: '', quantity: 1 })).toBe(
    'Please select a color to add to cart',
  );
  expect(validateFrameSelection({ frame, color: 'brown', quantity: 0 })).toBe(
    'Quantity must be between 1 and 10',
  );
  expect(validateFrameSelection({ frame, color: 'brown', quantity: 11 })).toBe(
    'Quantity must be between 1 and 10',
  );
  expect(validateFrameSelection({ frame, color: 'brown', quantity: 10 })).toBeNull();
});

test('checkout: every blank required field with the spec wording', () => {
  expect(validateCheckout({})).toEqual({
    first_name: 'First name is required',
    last_name: 'Last name is required',
    email: 'Email is required',
    phone: 'Phone is required',
    address: 'Address is required',
    city: 'City is required',
    state: 'State is required',
    zip_code: 'ZIP code is required',
    country: 'Country is required',
    card_number: 'Card number is required',
    card_expiry: 'Card expiry is required',
    card_cvv: 'CVV is required',
    cardholder_name: 'Cardholder name is required',
  });
  const full = {
    first_name: 'Mara',
    last_name: 'Li',
    email: 'not-checked',
    phone: '1',
    address: 'Main St 1',
    city: 'Oslo',
    state: 'Oslo',
    zip_code: '0150',
    country: 'Norway',
    card_number: '4242',
    card_expiry: '12/30',
    card_cvv: '123',
    cardholder_name: 'Mara Li',
  };
  expect(validateCheckout(full)).toEqual({});
  expect(validateCheckout({ ...full, zip_code: '  ' })).toEqual({
    zip_code: 'ZIP code is required',
  });
});

test('search term: trimmed, at least 2 non-space characters', () => {
  expect(normalizeSearchTerm('  p ')).toBeNull();
  expect(normalizeSearchTerm(' pa ')).toBe('pa');
});
