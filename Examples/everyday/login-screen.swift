import SwiftUI

// A sign-in screen: a logo, e-mail and password fields with rounded borders, a primary
// button that fills the width, and a secondary link at the bottom.

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    enum Field { case email, password }

    private var canSubmit: Bool { email.contains("@") && password.count >= 8 }

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.indigo.gradient)
                .frame(width: 72, height: 72)
            Text("Welcome back")
                .font(.title.bold())
            TextField("E-mail", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($focusedField, equals: .email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .textFieldStyle(.roundedBorder)
            Button {
                focusedField = nil
            } label: {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(!canSubmit)
            Spacer()
            Button("Create an account") {}
                .font(.footnote)
        }
        .padding(.horizontal, 32)
    }
}

#Preview {
    LoginView()
}
