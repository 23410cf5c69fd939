import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@citylens/shared/query';
import { displayName, firstUploadError, useAuth, validateImageFile } from '@citylens/shared';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { citiesQuery } from '../api/get-cities';
import {
  uploadFailure,
  useUploadPhoto,
  type UploadError,
  type UploadField,
} from './use-upload-photo';

/** Spec §4 / §9: the success text leaves after 15 s. */
export const UPLOAD_SUCCESS_CLEAR_MS = 15_000;
export const UPLOAD_SUCCESS = 'Photo uploaded successfully!';

interface UploadFormState {
  file: File | null;
  title: string;
  creator: string;
  /** Once the visitor edits the creator name, the session's name no longer pre-fills it. */
  creatorTouched: boolean;
  cityId: string;
  /** One error at a time (spec §5: the first upload error is shown), on the field it is about. */
  error: UploadError | null;
  /** The city the last photo went to: the form gives way to the result. */
  uploadedTo: string | null;
}

type UploadFormAction =
  | { type: 'edit'; field: 'title' | 'creator' | 'cityId'; value: string }
  | { type: 'pick'; file: File | null; error: UploadError | null }
  | { type: 'clear-file' }
  | { type: 'error'; error: UploadError | null }
  | { type: 'default-creator'; creator: string }
  | { type: 'uploaded'; city: string; defaultCreator: string }
  | { type: 'again' };

const emptyFields = (creator: string) => ({
  file: null,
  title: '',
  creator,
  creatorTouched: false,
  cityId: '',
  error: null,
});

function reducer(state: UploadFormState, action: UploadFormAction): UploadFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        [action.field]: action.value,
        creatorTouched: state.creatorTouched || action.field === 'creator',
        error: null,
      };
    case 'pick':
      return { ...state, file: action.file, error: action.error };
    case 'clear-file':
      return { ...state, file: null };
    case 'error':
      return { ...state, error: action.error };
    case 'default-creator':
      return state.creatorTouched ? state : { ...state, creator: action.creator };
    case 'uploaded':
      return { ...emptyFields(action.defaultCreator), uploadedTo: action.city };
    case 'again':
      return { ...state, uploadedTo: null };
  }
}

/** The upload form's state, its checks and the upload itself (spec §4, §5). */
export function useUploadPhotoForm() {
  const { user } = useAuth();
  const defaultCreator = user ? displayName(user) : '';
  const cities = useQuery(citiesQuery());
  const upload = useUploadPhoto();
  const success = useTimedMessage();
  const [state, dispatch] = useReducer(reducer, null, () => ({
    ...emptyFields(defaultCreator),
    uploadedTo: null,
  }));
  const refs = {
    form: useRef<HTMLFormElement>(null),
    done: useRef<HTMLElement>(null),
    image: useRef<HTMLInputElement>(null),
    title: useRef<HTMLInputElement>(null),
    creator_name: useRef<HTMLInputElement>(null),
    city: useRef<HTMLSelectElement>(null),
  };

  // The display name may arrive after the page (session start-up): pre-fill once it does.
  useEffect(() => dispatch({ type: 'default-creator', creator: defaultCreator }), [defaultCreator]);

  const pickFiles = (files: FileList | null) => {
    const first = files?.[0] ?? null; // first file only (spec §5)
    const invalid = validateImageFile(first);
    dispatch({
      type: 'pick',
      file: invalid ? null : first,
      error: invalid ? { field: 'image', message: invalid } : null,
    });
  };

  const fieldError = (field: UploadField) =>
    state.error?.field === field ? state.error.message : null;

  /**
   * Shows an error and moves focus to its field, so a screen reader reads the message tied to it.
   * Committed first (flushSync): the field must carry aria-invalid and its message when focused.
   */
  const showError = (error: UploadError) => {
    flushSync(() => dispatch({ type: 'error', error }));
    if (error.field) refs[error.field].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const { file, title, creator, cityId } = state;
    // Spec §5: the first upload error is shown, on the field it is about.
    const invalid = firstUploadError({ file, title, creator_name: creator, city: cityId });
    if (invalid) return showError(invalid);
    dispatch({ type: 'error', error: null });
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
      dispatch({ type: 'uploaded', city: city.name, defaultCreator });
      success.show({ tone: 'success', text: UPLOAD_SUCCESS }, UPLOAD_SUCCESS_CLEAR_MS);
      // The result takes the place of the form: bring it into view and focus.
      requestAnimationFrame(() => refs.done.current?.focus());
    } catch (err) {
      showError(uploadFailure(err));
    }
  };

  const uploadAnother = () => {
    dispatch({ type: 'again' });
    success.clear();
    upload.reset();
    // Back to the start of the form for the next photo.
    requestAnimationFrame(() => refs.form.current?.querySelector('input')?.focus());
  };

  const edit = (field: 'title' | 'creator' | 'cityId') => (value: string) =>
    dispatch({ type: 'edit', field, value });

  return {
    state,
    refs,
    cities,
    upload,
    successMessage: success.message,
    pickFiles,
    clearFile: () => dispatch({ type: 'clear-file' }),
    edit,
    fieldError,
    submit,
    uploadAnother,
  };
}

export type UploadPhotoForm = ReturnType<typeof useUploadPhotoForm>;
