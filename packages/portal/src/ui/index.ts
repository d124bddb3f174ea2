export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  describedBy,
  FieldFrame,
  type FieldFrameProps,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
  useFieldIds,
} from './Field';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { SearchInput, type SearchInputProps } from './SearchInput';
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  LoadingState,
  SkeletonCards,
} from './States';
export { Switch, type SwitchProps } from './Switch';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
