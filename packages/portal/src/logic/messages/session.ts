export const session = {
  logoutConfirm: '¿Estás seguro de que quieres cerrar sesión?',
};
