import { useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { collectPages } from '../shell/collectPages';

/** Every appointment the user sees (their own visits and those on their properties). */
export const APPOINTMENTS_QUERY_KEY = ['appointments'] as const;

/** All the user's appointments, every page (the tabs count on the client). */
export function useAppointments() {
  const { client } = useConvive();
  return useQuery({
    queryKey: APPOINTMENTS_QUERY_KEY,
    queryFn: () => collectPages((params) => client.appointments.list(params)),
  });
}
