import { useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../app/queryKeys';
import { collectPages } from '../shell/collectPages';

/** All the user's appointments, every page (the tabs count on the client). */
export function useAppointments() {
  const { client } = useConvive();
  return useQuery({
    queryKey: keys.appointments.all,
    queryFn: () => collectPages((params) => client.appointments.list(params)),
  });
}
