export { AVAILABILITY_ENDPOINTS } from './availabilityEndpoints';
export type {
  Access,
  Answer,
  AnswerOf,
  CallArgs,
  CallResult,
  ClientOf,
  EndpointSpec,
  ErrorStatus,
  Method,
  MultipartBody,
  Named,
  Parts,
  PathIds,
  Tag,
} from './define';
export { entriesOf, pathIds } from './define';
export { ENDPOINTS, type Endpoints } from './endpoints';
