/** Page texts of sign-in, registration and verification. */
export const authId = {
  login: { lead: 'Masuk untuk belanja, mengelola registry dan melacak pesanan.', email: 'Email atau nomor HP', password: 'Kata sandi', submit: 'Masuk', forgot: 'Lupa kata sandi?', register: 'Belum punya akun? Daftar', google: 'Masuk dengan Google', or: 'atau' },
  register: { lead: 'Daftar gratis dan mulai baby registry-mu.', name: 'Nama lengkap', email: 'Email', phone: 'Nomor HP', password: 'Kata sandi', submit: 'Daftar', login: 'Sudah punya akun? Masuk' },
  'register-complete': { lead: 'Lengkapi nomor HP agar akunmu bisa diverifikasi.', phone: 'Nomor HP', submit: 'Simpan' },
  'register-otp': { lead: 'Masukkan 6 digit kode OTP yang kami kirim.', code: 'Kode OTP', submit: 'Verifikasi', resend: 'Kirim ulang kode', change: 'Ubah email atau nomor HP' },
  'register-otp-change': { lead: 'Ubah email atau nomor HP tujuan kode OTP.', target: 'Email atau nomor HP', submit: 'Kirim Kode' },
  'reset-password-otp': { lead: 'Masukkan kode OTP untuk mengatur ulang kata sandi.', code: 'Kode OTP', submit: 'Verifikasi', resend: 'Kirim ulang kode' },
  'forgot-password': { lead: 'Masukkan email atau nomor HP akunmu, kami kirim kode untuk mengatur ulang kata sandi.', target: 'Email atau nomor HP', submit: 'Kirim Kode' },
  'reset-password': { lead: 'Buat kata sandi baru untuk akunmu.', password: 'Kata sandi baru', confirm: 'Ulangi kata sandi baru', submit: 'Simpan Kata Sandi' },
  'guest-user': { lead: 'Verifikasi akunmu dulu agar bisa belanja dan membagikan registry.', section: 'Kenapa perlu verifikasi?', text: 'Verifikasi memastikan kado dan pesanan sampai ke orang yang tepat.', cta: 'Verifikasi Sekarang' },
  'email-verified': { lead: 'Email kamu berhasil diverifikasi.', section: 'Selanjutnya', text: 'Kamu sudah bisa belanja dan membagikan registry.', cta: 'Mulai Belanja' },
} as const;
