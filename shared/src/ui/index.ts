import type {} from './emotion-theme';
/**
 * The CityLens UI kit: theme, global styles and the accessible building blocks every app uses.
 * Import from `@citylens/shared/ui`.
 */
export { theme, breakpoints, mq, mqMax } from './theme';
export type { CityLensTheme, Breakpoint } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { serverPageEmotionCache } from './emotion-cache';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { useFocusTrap, getTabbable } from './focus-trap';
export { lockScroll, unlockScroll } from './scroll-lock';
export { focusWasLost, liveRegionCss } from './live-region';
export { Button, buttonLookCss } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export { Card, cardCss, cardTitleCss } from './Card';
export type { CardProps } from './Card';
export { CloseIcon, SearchIcon } from './icons';
export { SvgIcon } from './svg-icon';
export type { SvgIconProps } from './svg-icon';
export { TextField, PasswordField, fieldCss } from './TextField';
export type { TextFieldProps, PasswordFieldProps } from './TextField';
export { FormAlert, formMessageCss } from './FormMessage';
export { formColumnCss, switchRowCss, linkButtonCss } from './form-styles';
export { focusField } from './focus-field';
export { useSendOnceForm, SendOnceForm, SwitchRow } from './form-parts';
export type { FormFieldSpec, SendOnceOptions } from './form-parts';
export type { SendOnceFormProps, SwitchRowProps } from './form-parts';
export { FieldMessages, FieldHint, FieldError } from './FieldMessages';
export type { FieldMessagesProps } from './FieldMessages';
export { TextAreaField } from './TextAreaField';
export type { TextAreaFieldProps } from './TextAreaField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps, BreadcrumbItem } from './Breadcrumb';
export { PageHeading, sectionTitleCss } from './PageHeading';
export type { PageHeadingProps } from './PageHeading';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './ErrorState';
export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { ResponsiveImage } from './ResponsiveImage';
export type { ResponsiveImageProps } from './ResponsiveImage';
export { PageContainer } from './PageContainer';
export { Row, Stack, plainListCss, rowCss, stackCss } from './layout';
export { centredRowCss, lineCss, spreadLineCss, spreadRowCss, spreadTopLineCss } from './layout';
export type { LayoutProps } from './layout';
export { SearchCombobox, SEARCH_DEBOUNCE_MS } from './SearchCombobox';
export type { SearchComboboxProps } from './SearchCombobox';
export { AfterFirstPaint } from './AfterFirstPaint';
export { HydrateWhenSeen } from './HydrateWhenSeen';
export { useProgressiveItems } from './use-progressive-items';
export { useServerPass } from '@citylens/shared';
export { NoScriptForm } from './NoScriptForm';
export { HeroSlideshow, SLIDESHOW_INTERVAL_MS } from './HeroSlideshow';
export type { HeroSlideshowProps, HeroSlide } from './HeroSlideshow';
export { usePrefersReducedMotion } from './use-prefers-reduced-motion';
export { keepTypedBeforeHydration } from './typed-before-hydration';
export {
  handPressesToReact,
  HYDRATE_WHEN_SEEN_ATTRIBUTE,
  HYDRATION_PART_ATTRIBUTE,
  keepPressesFromReactUntilHydrated,
  pressAgainAfterHydration,
  waitForVisitorState,
} from './pressed-before-hydration';
