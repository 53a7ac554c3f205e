export function ok<T>(data: T, message = 'success') {
  return { status: true as const, data, message };
}

export function paged<T>(data: T[], totalRecord: number, pageSize: number, message = 'success') {
  return { status: true as const, data, message, total_record: totalRecord, total_page: Math.ceil(totalRecord / pageSize) };
}
