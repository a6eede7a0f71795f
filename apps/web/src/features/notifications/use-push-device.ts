/**
 * This browser's push state for the screens (push-device.ts), as a query so the notifications screen's
 * card and the settings screen show the same: read (and the subscription re-posted, syncPushDevice) once
 * per visit, replaced by what turning on or off ends with.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushDeviceKeys } from '../../lib/query-keys.ts';
import { syncPushDevice, turnOffPushDevice, turnOnPushDevice, type PushDeviceState } from './push-device.ts';

export function usePushDevice() {
  return useQuery({
    queryKey: pushDeviceKeys.state(),
    queryFn: syncPushDevice,
    staleTime: Infinity,
    retry: false,
  });
}

export function useTurnOnPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOnPushDevice,
    onSuccess: (outcome) => {
      if (outcome.status !== 'dismissed')
        queryClient.setQueryData<PushDeviceState>(pushDeviceKeys.state(), outcome);
    },
  });
}

export function useTurnOffPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffPushDevice,
    onSuccess: (state) => queryClient.setQueryData<PushDeviceState>(pushDeviceKeys.state(), state),
  });
}
