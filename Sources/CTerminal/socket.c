// Connections to speech-dispatcher's socket, for the game's own SSIP client (Console's
// SSIPConnection): opened without blocking, so a server that does not answer cannot hold the game.
#include "CTerminal.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

// A stream socket that programs the game starts do not inherit, and whose reads and writes
// never block.
static int stream_socket(int domain) {
    int fd = socket(domain, SOCK_STREAM, 0);
    if (fd < 0) return -1;
    if (fcntl(fd, F_SETFD, FD_CLOEXEC) < 0 || fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
#ifdef SO_NOSIGPIPE
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    return fd;
}

// Connects `fd` to `address`; a connection still under way is returned for the caller to wait for.
static int start_connecting(int fd, const struct sockaddr *address, socklen_t length) {
    while (connect(fd, address, length) < 0) {
        if (errno == EINTR) continue;
        if (errno == EINPROGRESS) return fd;
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

int rps_unix_connect(const char *path) {
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    if (strlen(path) >= sizeof address.sun_path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    strcpy(address.sun_path, path);
    int fd = stream_socket(AF_UNIX);
    if (fd < 0) return -1;
    return start_connecting(fd, (struct sockaddr *)&address, sizeof address);
}

int rps_inet_connect(const char *host, int port) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((unsigned short)port);
    if (port <= 0 || port > 65535 || inet_pton(AF_INET, host, &address.sin_addr) != 1) {
        errno = EINVAL;
        return -1;
    }
    int fd = stream_socket(AF_INET);
    if (fd < 0) return -1;
    int on = 1;  // each command a packet of its own, at once, as speech-dispatcher's own library does
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    return start_connecting(fd, (struct sockaddr *)&address, sizeof address);
}

int rps_socket_error(int fd) {
    int error = 0;
    socklen_t length = sizeof error;
    if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) < 0) return errno;
    return error;
}

long rps_socket_send(int fd, const void *bytes, size_t count) {
#ifdef MSG_NOSIGNAL
    return (long)send(fd, bytes, count, MSG_NOSIGNAL);
#else
    return (long)send(fd, bytes, count, 0);
#endif
}
