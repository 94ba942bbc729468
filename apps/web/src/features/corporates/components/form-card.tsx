/** One titled part of a long employer form: the registration forms' bordered card with an h2. */
export { FormSection as FormCard } from '../../../components/form-section.tsx';
